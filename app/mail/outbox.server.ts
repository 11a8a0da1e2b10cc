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
  batchSize?: number
  /** Longer than any SMTP send can take; shorter only speeds up recovery tests. */
  leaseMs?: number
}

/**
 * Sends what is due, once. Returns how many were sent. Without a transport,
 * due mail is marked 'not sent: no SMTP configured' and kept.
 */
export async function processOutbox(options: OutboxWorkerOptions, now = new Date()) {
  const db = options.db()
  if (!options.transport) {
    await db
      .update(emailOutbox)
      .set({ status: 'unsent-no-smtp', lastError: NO_SMTP_ERROR })
      .where(eq(emailOutbox.status, 'pending'))
    return 0
  }

  const claimed = await claimDue(
    db,
    options.batchSize ?? 20,
    now,
    options.leaseMs ?? DEFAULT_LEASE_MS,
  )
  let sent = 0
  for (const email of claimed) {
    try {
      await options.transport.sendMail({
        from: options.from,
        to: email.toAddress,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
        messageId: `<${email.id}@alakin.outbox>`,
      })
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, email.id))
      sent++
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
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
    }
  }
  return sent
}

/**
 * Runs processOutbox every `intervalMs` and whenever `kick()` is called
 * (right after a mail is queued), never two rounds at once in this process.
 */
export function startOutboxWorker(options: OutboxWorkerOptions & { intervalMs?: number }) {
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  const round = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      try {
        // Keep going while full batches come back: a backlog drains at once.
        while (!stopped && (await processOutbox(options)) >= (options.batchSize ?? 20)) {
          // next batch
        }
      } catch (error) {
        logger.error({ err: error }, 'outbox round failed')
      } finally {
        running = undefined
        if (again) {
          again = false
          round()
        }
      }
    })()
  }

  const timer = setInterval(round, options.intervalMs ?? 5_000)
  timer.unref()
  round()

  return {
    kick: round,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
