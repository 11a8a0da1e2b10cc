/**
 * The durable e-mail outbox. A mail is a row written in the same transaction
 * as whatever caused it, so it exists exactly when that thing happened. A
 * worker in every app server sends due rows over SMTP; rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several servers on one PostgreSQL never send the
 * same row twice, and a claim is a lease: a server that dies mid-send leaves
 * the row to be retried when the lease ends.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import type { Database, Queryable } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { createId } from '~/utils/ids'
import { logger } from '~/utils/logger.server'

export interface OutgoingEmail {
  kind: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html?: string
}

export const MAX_ATTEMPTS = 8
/** How long a claimed mail stays this worker's before another may retry it (MAIL_LEASE_SECONDS). */
export const DEFAULT_LEASE_MS = 5 * 60_000
export const NO_SMTP_ERROR = 'not sent: no SMTP configured'

/** Exponential backoff after the n-th failed attempt: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

/** Queues a mail. Pass the transaction that stores its cause. */
export async function enqueueEmail(db: Queryable, email: OutgoingEmail): Promise<string> {
  const id = createId('email')
  await db.insert(emailOutbox).values({
    id,
    kind: email.kind,
    toAddress: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    // Due from this process's clock, in whole milliseconds like the workers' `now`:
    // the database's now() has microseconds, and a worker in the same millisecond
    // would otherwise find the mail not yet due.
    nextAttemptAt: new Date(),
  })
  return id
}

type Claimed = typeof emailOutbox.$inferSelect

/** Takes up to `limit` due messages for this worker, leasing them for a while. */
async function claimDue(
  db: Database,
  limit: number,
  now: Date,
  leaseMs: number,
): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, ['pending', 'unsent-no-smtp']),
          lte(emailOutbox.nextAttemptAt, now),
        ),
      )
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(emailOutbox)
      .set({
        status: 'pending',
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })
}

export interface OutboxWorkerOptions {
  db: () => Database
  /** Undefined when SMTP_URL is not set: mail then waits in the outbox. */
  transport?: Pick<Transporter, 'sendMail'>
  from: string
  /** processOutbox: how many due mails one call claims and sends (concurrently). */
  batchSize?: number
  /** Longer than any SMTP send can take; shorter only speeds up recovery tests. */
  leaseMs?: number
  /** Every send ends within this, whatever the relay does (a trickle defeats idle timeouts). */
  sendDeadlineMs?: number
}

/** Well inside the shortest sensible lease, so a mail is never sent by two servers at once. */
export const SEND_DEADLINE_MS = 60_000

/** Sends one claimed mail and records the outcome on its row; true when sent. */
async function sendClaimed(
  db: Database,
  options: OutboxWorkerOptions & { transport: Pick<Transporter, 'sendMail'> },
  email: Claimed,
): Promise<boolean> {
  const deadlineMs = options.sendDeadlineMs ?? SEND_DEADLINE_MS
  const signal = AbortSignal.timeout(deadlineMs)
  const deadline = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
  )
  deadline.catch(() => {})
  try {
    // nodemailer closes the connection on abort; the race holds for any transport.
    await Promise.race([
      deadline,
      options.transport.sendMail({
        signal,
        from: options.from,
        to: email.toAddress,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
        messageId: `<${email.id}@alakin.outbox>`,
      }),
    ])
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(eq(emailOutbox.id, email.id))
    return true
  } catch (error) {
    // The outbox view shows this text: say what the relay (or its silence) did.
    const message = signal.aborted
      ? `not sent within ${deadlineMs / 1000} s (SMTP server too slow)`
      : error instanceof Error
        ? error.message
        : String(error)
    const giveUp = email.attempts >= MAX_ATTEMPTS
    await db
      .update(emailOutbox)
      .set({
        status: giveUp ? 'failed' : 'pending',
        lastError: message.slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + retryDelayMs(email.attempts)),
      })
      .where(eq(emailOutbox.id, email.id))
    logger.warn(
      { emailId: email.id, attempts: email.attempts, giveUp, error: message },
      'e-mail not sent',
    )
    return false
  }
}

async function markWaitingWithoutSmtp(db: Database) {
  await db
    .update(emailOutbox)
    .set({ status: 'unsent-no-smtp', lastError: NO_SMTP_ERROR })
    .where(eq(emailOutbox.status, 'pending'))
}

/**
 * Sends what is due, once: claims up to `batchSize` and sends them side by
 * side. Returns how many were sent. Without a transport, due mail is marked
 * 'not sent: no SMTP configured' and kept.
 */
export async function processOutbox(options: OutboxWorkerOptions, now = new Date()) {
  const db = options.db()
  const transport = options.transport
  if (!transport) {
    await markWaitingWithoutSmtp(db)
    return 0
  }
  const sender = { ...options, transport }
  const claimed = await claimDue(
    db,
    options.batchSize ?? 20,
    now,
    options.leaseMs ?? DEFAULT_LEASE_MS,
  )
  const results = await Promise.all(claimed.map((email) => sendClaimed(db, sender, email)))
  return results.filter(Boolean).length
}

/**
 * This server's sender: up to `concurrency` mails in flight, each on its own
 * SMTP connection, and a claim round every `intervalMs`, whenever `kick()` is
 * called (a mail was just queued) and whenever a send ends. A mail stuck on a
 * silent relay holds one slot until its timeout (mailer.server.ts), never the
 * queue. Claim rounds never overlap in this process.
 */
export function startOutboxWorker(
  options: OutboxWorkerOptions & { intervalMs?: number; concurrency?: number },
) {
  const concurrency = options.concurrency ?? 4
  const inFlight = new Set<Promise<unknown>>()
  let claiming: Promise<void> | undefined
  let again = false
  let stopped = false

  const claimRound = async () => {
    const db = options.db()
    const transport = options.transport
    if (!transport) {
      await markWaitingWithoutSmtp(db)
      return
    }
    const free = concurrency - inFlight.size
    const claimed = await claimDue(db, free, new Date(), options.leaseMs ?? DEFAULT_LEASE_MS)
    for (const email of claimed) {
      const sending: Promise<unknown> = sendClaimed(db, { ...options, transport }, email)
        .catch((error: unknown) => logger.error({ err: error }, 'outbox send failed'))
        .finally(() => {
          inFlight.delete(sending)
          round()
        })
      inFlight.add(sending)
    }
    // Every free slot taken: there may be more due.
    if (claimed.length === free) again = true
  }

  const round = () => {
    if (stopped) return
    if (claiming) {
      again = true
      return
    }
    // Every slot busy: the next send to end starts the next round.
    if (options.transport && inFlight.size >= concurrency) return
    // `.finally` runs after this assignment, even when the round ends at once.
    claiming = claimRound()
      .catch((error: unknown) => logger.error({ err: error }, 'outbox round failed'))
      .finally(() => {
        claiming = undefined
        if (again) {
          again = false
          round()
        }
      })
  }

  const timer = setInterval(round, options.intervalMs ?? 5_000)
  timer.unref()
  round()

  return {
    kick: round,
    /**
     * Stops claiming and waits for the mails in flight, `graceMs` at most: a
     * send still hanging then is retried by the next server after its lease.
     */
    async stop(graceMs = 5_000) {
      stopped = true
      clearInterval(timer)
      await claiming
      let timeout: NodeJS.Timeout | undefined
      await Promise.race([
        Promise.all([...inFlight]),
        new Promise((resolve) => (timeout = setTimeout(resolve, graceMs))),
      ])
      clearTimeout(timeout)
    },
  }
}
