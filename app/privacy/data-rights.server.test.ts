import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { contactSchema } from '~/contact/contact-schema'
import { saveContactSubmission } from '~/contact/contact.server'
import type { Database, DatabaseHandle } from '~/db/client.server'
import { auditLog, contactSubmissions, emailOutbox } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { subscribe } from '~/newsletter/newsletter.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import {
  erasePersonalData,
  findPersonalData,
  purgeExpiredSubmissions,
  readRetentionMonths,
  saveRetentionMonths,
} from './data-rights.server'

const contact = (email: string, message = 'Please call me back.') =>
  contactSchema.parse({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    company: 'Analytical Health',
    requestType: 'demo',
    message,
    privacyPolicy: true,
  })

/** Every row of every table whose text or JSON columns mention `needle`, case-insensitively. */
async function tracesOf(db: Database, needle: string) {
  const result = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'character varying')`)) as unknown as
    | { rows: Array<{ table_name: string; column_name: string }> }
    | Array<{ table_name: string; column_name: string }>
  const columns = Array.isArray(result) ? result : result.rows
  const found: string[] = []
  for (const { table_name: table, column_name: column } of columns) {
    const hits = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows: Array<{ n: number }> } | Array<{ n: number }>
    const n = (Array.isArray(hits) ? hits : hits.rows)[0]!.n
    if (n > 0) found.push(`${table}.${column}`)
  }
  expect(columns.length).toBeGreaterThan(20)
  return found
}

describe.each(testDatabaseTargets())('data rights on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
    await seedDatabase(handle.db)
  })
  afterEach(() => handle.close())

  async function storeAda() {
    await subscribe(handle.db, { email: 'Ada@Example.com', source: 'footer' })
    await saveContactSubmission(handle.db, contact('ADA@example.com', 'First request'), {
      infoMailbox: 'info@alakin.test',
      timeZone: 'Europe/Paris',
    })
    await saveContactSubmission(handle.db, contact('ada@example.com', 'Second request'), {
      infoMailbox: 'info@alakin.test',
      timeZone: 'Europe/Paris',
    })
    await saveContactSubmission(handle.db, contact('grace@example.com'), {
      infoMailbox: 'info@alakin.test',
      timeZone: 'Europe/Paris',
    })
  }

  test('finds everything about an address, whatever its case', async () => {
    await storeAda()
    const found = await findPersonalData(handle.db, '  Ada@EXAMPLE.com ')
    expect(found.subscriptions).toHaveLength(1)
    expect(found.contacts.map((row) => row.message).sort()).toEqual([
      'First request',
      'Second request',
    ])
    expect(found.emails).toHaveLength(2)
    expect(found.emails.every((mail) => mail.replyTo?.toLowerCase() === 'ada@example.com')).toBe(
      true,
    )
    expect(JSON.stringify(found)).not.toContain('idempotency')
  })

  test('erasing leaves no trace of the address in any table, and only counts in the audit', async () => {
    await storeAda()
    expect(await tracesOf(handle.db, 'ada@example.com')).not.toEqual([])
    const counts = await erasePersonalData(handle.db, 'ada@example.com', 'session-1')
    expect(counts).toEqual({ subscriptions: 1, contacts: 2, emails: 2, auditEntries: 0 })
    expect(await tracesOf(handle.db, 'ada@example.com')).toEqual([])
    // Someone else's data is untouched.
    expect((await findPersonalData(handle.db, 'grace@example.com')).contacts).toHaveLength(1)
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'erase'`)
    expect(audit!.details).toEqual(counts)
    // The redacted notifications are never sent.
    const mails = await handle.db.select().from(emailOutbox)
    expect(mails.filter((mail) => mail.status === 'pending')).toHaveLength(1)
  })

  test('the retention purge deletes people whose last contact is older; the dry run changes nothing', async () => {
    expect(await readRetentionMonths(handle.db)).toBe(36)
    const day = (iso: string) => ({
      infoMailbox: 'info@alakin.test',
      timeZone: 'Europe/Paris',
      now: new Date(iso),
    })
    await saveContactSubmission(
      handle.db,
      contact('old@example.com', 'An old request.'),
      day('2022-01-10T00:00:00Z'),
    )
    // Came back recently: their old submission is kept too (3 years after the LAST contact).
    await saveContactSubmission(
      handle.db,
      contact('back@example.com', 'A first request.'),
      day('2021-06-01T00:00:00Z'),
    )
    await saveContactSubmission(
      handle.db,
      contact('back@example.com', 'A later request.'),
      day('2026-01-01T00:00:00Z'),
    )
    const now = new Date('2026-11-23T00:00:00Z')

    const dryRun = await purgeExpiredSubmissions(handle.db, { now, dryRun: true })
    expect(dryRun).toMatchObject({ months: 36, people: 1, submissions: 1, notifications: 0 })
    expect(dryRun.cutoff).toBe('2023-11-23T00:00:00.000Z')
    expect(await handle.db.select().from(contactSubmissions)).toHaveLength(3)

    const done = await purgeExpiredSubmissions(handle.db, { now })
    expect(done).toMatchObject({ people: 1, submissions: 1, notifications: 1 })
    const left = await handle.db.select().from(contactSubmissions)
    expect(left.map((row) => row.email).sort()).toEqual(['back@example.com', 'back@example.com'])
    expect(await tracesOf(handle.db, 'old@example.com')).toEqual([])

    await saveRetentionMonths(handle.db, 1, 'session-1')
    expect(await readRetentionMonths(handle.db)).toBe(1)
    expect(await purgeExpiredSubmissions(handle.db, { now, dryRun: true })).toMatchObject({
      people: 1,
      submissions: 2,
    })
  })
})
