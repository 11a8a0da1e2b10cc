import { parse } from 'csv-parse/sync'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { contactSubmissions, newsletterSubscriptions } from '~/db/schema'
import { createId } from '~/utils/ids'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { UTF8_BOM } from './csv'
import {
  countRows,
  DATABASE_PAGE_SIZE,
  exportCsv,
  listTabPage,
  normaliseTabQuery,
} from './submissions.server'

const hostile = [
  'Comma, Inc.',
  'She said "hello"',
  'line one\nline two\r\nline three',
  "=cmd|' /C calc'!A0",
  '+33 6 12 34 56 78',
  '-5',
  '@SUM(A1:A2)',
  'Zoë 🙂 Ångström',
]

async function collect(chunks: AsyncGenerator<string>) {
  let text = ''
  for await (const chunk of chunks) text += chunk
  return text
}

describe.each(testDatabaseTargets())('the Database page data on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(() => handle.close())

  test('an empty table exports nothing', async () => {
    expect(await collect(exportCsv(handle.db, 'subscriptions'))).toBe('')
    expect(await collect(exportCsv(handle.db, 'contacts'))).toBe('')
  })

  test('the CSV parses back to exactly what was stored, formulas neutralised', async () => {
    const created = new Date('2026-05-06T07:08:09Z')
    await handle.db.insert(contactSubmissions).values(
      hostile.map((value, index) => ({
        id: `contact-${index}`,
        firstName: value,
        lastName: 'Doe',
        email: `person${index}@example.com`,
        company: value,
        requestType: 'demo',
        serviceType: 'platform',
        message: value,
        marketingConsent: index % 2 === 0,
        phone: index === 0 ? null : '0102030405',
        idempotencyKey: `key-${index}`,
        createdAt: created,
      })),
    )
    const text = await collect(exportCsv(handle.db, 'contacts'))
    expect(text.startsWith(UTF8_BOM)).toBe(true)
    const [header, ...records] = parse(text.slice(1), { relax_column_count: false }) as string[][]
    expect(header).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'jobTitle',
      'requestType',
      'serviceType',
      'message',
      'marketingConsent',
      'createdAt',
    ])
    expect(records).toHaveLength(hostile.length)
    const shown = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value)
    records.forEach((record, index) => {
      const value = hostile[index]!
      expect(record).toEqual([
        shown(value),
        'Doe',
        `person${index}@example.com`,
        index === 0 ? '' : '0102030405',
        shown(value),
        '',
        'demo',
        'platform',
        shown(value),
        index % 2 === 0 ? 'true' : 'false',
        '2026-05-06 07:08:09',
      ])
    })
    // Neither the id nor the idempotency key leaves the database.
    expect(text).not.toContain('contact-0')
    expect(text).not.toContain('key-0')
  })

  test('the export reads in batches: every row once, past the batch size', async () => {
    const rows = Array.from({ length: 2_345 }, (_, index) => ({
      id: createId('subscription'),
      email: `reader${index}@example.com`,
      emailNormalized: `reader${index}@example.com`,
      source: 'footer',
    }))
    for (let start = 0; start < rows.length; start += 500)
      await handle.db.insert(newsletterSubscriptions).values(rows.slice(start, start + 500))
    const records = parse((await collect(exportCsv(handle.db, 'subscriptions'))).slice(1), {
      columns: true,
    }) as Array<{ email: string; source: string }>
    expect(records).toHaveLength(rows.length)
    expect(new Set(records.map((record) => record.email)).size).toBe(rows.length)
    expect(Object.keys(records[0]!)).toEqual([
      'email',
      'firstName',
      'lastName',
      'company',
      'source',
      'createdAt',
    ])

    expect(await countRows(handle.db)).toEqual({ subscriptions: rows.length, contacts: 0 })
    const page = await listTabPage(handle.db, normaliseTabQuery(new URLSearchParams('page=2')))
    expect(page.rows).toHaveLength(DATABASE_PAGE_SIZE)
    expect(page.pageCount).toBe(Math.ceil(rows.length / DATABASE_PAGE_SIZE))
    const found = await listTabPage(
      handle.db,
      normaliseTabQuery(new URLSearchParams('q=READER1234@')),
    )
    expect(found.rows.map((row) => row.email)).toEqual(['reader1234@example.com'])
    const literal = await listTabPage(handle.db, normaliseTabQuery(new URLSearchParams('q=%25')))
    expect(literal.total).toBe(0)
  })
})
