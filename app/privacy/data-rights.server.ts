/**
 * People's data rights (GDPR articles 15, 17 and 5(1)(e); the site is French):
 * everything stored about an e-mail address, its export, its erasure, and the
 * retention purge of contact submissions (decision 029).
 *
 * Personal data lives in three tables: newsletter subscriptions, contact
 * submissions, and the e-mail outbox (a contact notification carries the
 * visitor's details in its body and their address as reply-to).
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database, Queryable } from '~/db/client.server'
import {
  appSettings,
  auditLog,
  contactSubmissions,
  emailOutbox,
  newsletterSubscriptions,
} from '~/db/schema'
import { createId } from '~/utils/ids'
import { eraseFromAudit, withoutAddress } from '~/db/audit-erasure.server'
import { containsPattern } from '~/db/like'
import { ERASED } from './erased'

/** CNIL guidance for prospects: three years after the last contact. */
export const DEFAULT_RETENTION_MONTHS = 36
export const RETENTION_SETTING = 'retention_months'
const REDACTED = ERASED

const normalise = (email: string) => email.trim().toLowerCase()

/**
 * What a contact submission or a newsletter subscription says about its
 * person (everything but its id, dates, consent and the kind of request): an
 * erase removes these from any audit record that holds the address.
 */
const submissionFields = new Set([
  'email',
  'emailNormalized',
  'firstName',
  'lastName',
  'phone',
  'company',
  'jobTitle',
  'message',
])

/**
 * The mails about an address: sent to it, or answering to it (a contact
 * notification's reply-to is the visitor). Matched on these recipient columns,
 * whole, never in a body: `a@b.co` is inside `maria@b.com`, and a body search
 * would hand Maria's message to whoever asks for `a@b.co`.
 */
function outboxAbout(email: string) {
  return or(
    sql`lower(${emailOutbox.toAddress}) = ${email}`,
    sql`lower(${emailOutbox.replyTo}) = ${email}`,
  )
}

/** Everything stored about `email` (case-insensitive), as plain data. */
export async function findPersonalData(db: Queryable, rawEmail: string) {
  const email = normalise(rawEmail)
  const [subscriptions, contacts, emails] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.emailNormalized, email)),
    db
      .select()
      .from(contactSubmissions)
      .where(sql`lower(${contactSubmissions.email}) = ${email}`),
    db.select().from(emailOutbox).where(outboxAbout(email)),
  ])
  return {
    email,
    subscriptions: subscriptions.map(({ id: _id, emailNormalized: _n, ...row }) => row),
    contacts: contacts.map(({ id: _id, idempotencyKey: _k, ...row }) => row),
    emails: emails.map((row) => ({
      kind: row.kind,
      to: row.toAddress,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.textBody,
      status: row.status,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
    })),
  }
}
export type PersonalData = Awaited<ReturnType<typeof findPersonalData>>

/**
 * Erases `email`: its subscriptions and contact submissions deleted, the
 * e-mails about it redacted (kept as a trace that a mail was sent, with no
 * content), the audit entries holding it stripped of it. The audit record of
 * the erase keeps only the counts, no personal data.
 */
export async function erasePersonalData(db: Database, rawEmail: string, actor: string) {
  const email = normalise(rawEmail)
  return db.transaction(async (tx) => {
    const subscriptions = await tx
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.emailNormalized, email))
      .returning({ id: newsletterSubscriptions.id })
    const contacts = await tx
      .delete(contactSubmissions)
      .where(sql`lower(${contactSubmissions.email}) = ${email}`)
      .returning({ id: contactSubmissions.id })
    const emails = await redactOutbox(tx, outboxAbout(email))
    // The audit log keeps whole records: the address, and the name beside it, go from there too.
    const auditEntries = await eraseFromAudit(
      tx,
      sql`${auditLog.details}::text ilike ${containsPattern(email)}`,
      (details) => withoutAddress(details, email, submissionFields),
    )
    const counts = {
      subscriptions: subscriptions.length,
      contacts: contacts.length,
      emails: emails.length,
      auditEntries,
    }
    await tx.insert(auditLog).values({
      id: createId('audit'),
      action: 'erase',
      entityType: 'personal-data',
      actor,
      details: counts,
    })
    return counts
  })
}

function redactOutbox(db: Queryable, where: ReturnType<typeof outboxAbout>) {
  return db
    .update(emailOutbox)
    .set({
      toAddress: REDACTED,
      replyTo: null,
      subject: REDACTED,
      textBody: REDACTED,
      htmlBody: null,
      lastError: null,
      // A redacted mail can no longer be sent.
      status: sql`case when ${emailOutbox.status} = 'sent' then 'sent' else 'failed' end`,
    })
    .where(where)
    .returning({ id: emailOutbox.id })
}

export async function readRetentionMonths(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, RETENTION_SETTING))
  const months = Number(row?.value)
  return Number.isInteger(months) && months > 0 ? months : DEFAULT_RETENTION_MONTHS
}

export async function saveRetentionMonths(db: Database, months: number, actor: string) {
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: RETENTION_SETTING, value: String(months) })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: String(months) } })
    await tx.insert(auditLog).values({
      id: createId('audit'),
      action: 'update',
      entityType: 'retention',
      actor,
      details: { months },
    })
  })
}

/** The moment before which a person's last contact makes their submissions expire. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/**
 * Contact submissions of people whose last contact is older than the
 * retention period, and the notifications about them. With `dryRun`, only
 * says what it would delete.
 */
export async function purgeExpiredSubmissions(
  db: Database,
  options: { now?: Date; dryRun?: boolean } = {},
) {
  const months = await readRetentionMonths(db)
  const cutoff = retentionCutoff(options.now ?? new Date(), months)
  const expiredEmails = (
    await db
      .select({ email: sql<string>`lower(${contactSubmissions.email})` })
      .from(contactSubmissions)
      .groupBy(sql`lower(${contactSubmissions.email})`)
      .having(sql`max(${contactSubmissions.createdAt}) < ${cutoff.toISOString()}::timestamptz`)
  ).map((row) => row.email)
  const expired = expiredEmails.length
    ? await db
        .select({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt })
        .from(contactSubmissions)
        .where(inArray(sql`lower(${contactSubmissions.email})`, expiredEmails))
    : []
  const report = {
    months,
    cutoff: cutoff.toISOString(),
    people: expiredEmails.length,
    submissions: expired.length,
    oldest: expired.reduce<Date | null>(
      (oldest, row) => (oldest === null || row.createdAt < oldest ? row.createdAt : oldest),
      null,
    ),
    notifications: 0,
  }
  if (options.dryRun || expired.length === 0) return report
  return db.transaction(async (tx) => {
    await tx.delete(contactSubmissions).where(
      inArray(
        contactSubmissions.id,
        expired.map((row) => row.id),
      ),
    )
    const redacted = await redactOutbox(
      tx,
      and(
        eq(emailOutbox.kind, 'contact-notification'),
        inArray(sql`lower(${emailOutbox.replyTo})`, expiredEmails),
      )!,
    )
    await tx.insert(auditLog).values({
      id: createId('audit'),
      action: 'purge',
      entityType: 'personal-data',
      actor: 'retention-job',
      details: { submissions: expired.length, notifications: redacted.length, months },
    })
    return { ...report, notifications: redacted.length }
  })
}
