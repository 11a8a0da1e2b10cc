/**
 * The back office's view of the e-mail outbox: every queued mail newest
 * first, one mail in full, and a retry for mail that is no longer being sent
 * (failed after MAX_ATTEMPTS, or kept because no SMTP server is configured).
 */
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { emailOutbox, type emailStatuses } from '~/db/schema'
import { ERASED } from '~/privacy/erased'

export const OUTBOX_PAGE_SIZE = 25
export type EmailStatus = (typeof emailStatuses)[number]

/**
 * Only mail no worker holds may be made due again: a pending mail may be in
 * the middle of a send (its lease), and retrying it could send it twice.
 */
export const retryableStatuses = ['failed', 'unsent-no-smtp'] as const satisfies EmailStatus[]
const isRetryableStatus = (status: EmailStatus) =>
  (retryableStatuses as readonly EmailStatus[]).includes(status)

/** A mail whose personal data was erased: its address and content are gone, it can never be sent. */
const isErased = (mail: { toAddress: string }) => mail.toAddress === ERASED

/** What the back office shows: an erased mail says so, whatever status it had. */
export type ShownStatus = EmailStatus | 'erased'
export const shownStatus = (mail: { toAddress: string; status: EmailStatus }): ShownStatus =>
  isErased(mail) ? 'erased' : mail.status

export const isRetryable = (mail: { toAddress: string; status: EmailStatus }) =>
  isRetryableStatus(mail.status) && !isErased(mail)

/** A page number from the query string: 1 unless a whole number ≥ 1, at most the last page. */
export function pageNumber(value: unknown, pageCount: number) {
  const asked = Number(value)
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1
  return Math.min(page, Math.max(1, pageCount))
}

export async function listOutboxPage(db: Queryable, options: { page?: unknown } = {}) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(emailOutbox)
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE))
  const page = pageNumber(options.page, pageCount)
  const rows = await db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE)
  return { rows, page, pageCount, total }
}

export async function getOutboxEmail(db: Queryable, id: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
  return row ?? null
}

/**
 * Makes a failed or unsent mail due now: back to pending, next attempt now.
 * Its attempts are kept, so a mail that had used them all gets one more try.
 */
export async function retryEmail(
  db: Queryable,
  id: string,
  now = new Date(),
): Promise<'queued' | 'not-found' | 'not-retryable'> {
  const updated = await db
    .update(emailOutbox)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(
      and(
        eq(emailOutbox.id, id),
        inArray(emailOutbox.status, [...retryableStatuses]),
        ne(emailOutbox.toAddress, ERASED),
      ),
    )
    .returning({ id: emailOutbox.id })
  if (updated.length > 0) return 'queued'
  return (await getOutboxEmail(db, id)) ? 'not-retryable' : 'not-found'
}
