/**
 * What visitors left through the forms, for the Database page (back-office
 * §2 "Database Management"): one page at a time, searched in the database,
 * and the whole list as a CSV stream read in batches, so 100,000 rows keep
 * the page quick and the server's memory flat.
 */
import { asc, count, desc, eq, gt, ilike, or } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Queryable } from '~/db/client.server'
import { contactSubmissions, newsletterSubscriptions } from '~/db/schema'
import { csvLines, UTF8_BOM } from './csv'
import { containsPattern } from '~/db/like'

export const DATABASE_PAGE_SIZE = 50
const EXPORT_BATCH = 1000

const search = (q: string, columns: PgColumn[]) =>
  q ? or(...columns.map((column) => ilike(column, containsPattern(q)))) : undefined

/** The two tabs: their table, searched columns, and the fields the CSV carries (no id). */
export const databaseTabs = {
  subscriptions: {
    table: newsletterSubscriptions,
    searched: [
      newsletterSubscriptions.email,
      newsletterSubscriptions.firstName,
      newsletterSubscriptions.lastName,
      newsletterSubscriptions.company,
      newsletterSubscriptions.source,
    ],
    csvFields: ['email', 'firstName', 'lastName', 'company', 'source', 'createdAt'],
  },
  contacts: {
    table: contactSubmissions,
    searched: [
      contactSubmissions.email,
      contactSubmissions.firstName,
      contactSubmissions.lastName,
      contactSubmissions.company,
      contactSubmissions.requestType,
      contactSubmissions.serviceType,
    ],
    csvFields: [
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
    ],
  },
} as const
export type DatabaseTab = keyof typeof databaseTabs

export function normaliseTabQuery(params: URLSearchParams) {
  const tab: DatabaseTab = params.get('tab') === 'contacts' ? 'contacts' : 'subscriptions'
  const page = Math.max(1, Math.min(1_000_000, Number.parseInt(params.get('page') ?? '1', 10) || 1))
  return { tab, page, q: (params.get('q') ?? '').trim().slice(0, 200) }
}

export async function countRows(db: Queryable) {
  const [[subscriptions], [contacts]] = await Promise.all([
    db.select({ n: count() }).from(newsletterSubscriptions),
    db.select({ n: count() }).from(contactSubmissions),
  ])
  return { subscriptions: subscriptions?.n ?? 0, contacts: contacts?.n ?? 0 }
}

/** One page of the chosen tab, newest first, with the number of rows the search matches. */
export async function listTabPage(db: Queryable, query: ReturnType<typeof normaliseTabQuery>) {
  const { table, searched } = databaseTabs[query.tab]
  const where = search(query.q, [...searched])
  const offset = (query.page - 1) * DATABASE_PAGE_SIZE
  const [[matching], rows] = await Promise.all([
    db.select({ n: count() }).from(table).where(where),
    query.tab === 'subscriptions'
      ? db
          .select({
            id: newsletterSubscriptions.id,
            email: newsletterSubscriptions.email,
            firstName: newsletterSubscriptions.firstName,
            lastName: newsletterSubscriptions.lastName,
            company: newsletterSubscriptions.company,
            source: newsletterSubscriptions.source,
            createdAt: newsletterSubscriptions.createdAt,
          })
          .from(newsletterSubscriptions)
          .where(where)
          .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
          .limit(DATABASE_PAGE_SIZE)
          .offset(offset)
      : db
          .select({
            id: contactSubmissions.id,
            firstName: contactSubmissions.firstName,
            lastName: contactSubmissions.lastName,
            email: contactSubmissions.email,
            company: contactSubmissions.company,
            requestType: contactSubmissions.requestType,
            serviceType: contactSubmissions.serviceType,
            createdAt: contactSubmissions.createdAt,
          })
          .from(contactSubmissions)
          .where(where)
          .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
          .limit(DATABASE_PAGE_SIZE)
          .offset(offset),
  ])
  const total = matching?.n ?? 0
  return {
    ...query,
    total,
    pageCount: Math.max(1, Math.ceil(total / DATABASE_PAGE_SIZE)),
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  }
}

/** Every stored field of one contact submission (its detail view). */
export async function getContactSubmission(db: Queryable, id: string) {
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id))
  return row ?? null
}

/**
 * The tab's whole table as CSV text chunks: the byte order mark and the
 * header with the first batch, then batches of 1,000 rows read by key
 * (id order), so memory does not grow with the table. Yields nothing for an
 * empty table.
 */
export async function* exportCsv(db: Queryable, tab: DatabaseTab): AsyncGenerator<string> {
  const { table, csvFields } = databaseTabs[tab]
  let after: string | null = null
  let first = true
  for (;;) {
    const batch = (await db
      .select()
      .from(table)
      .where(after === null ? undefined : gt(table.id, after))
      .orderBy(asc(table.id))
      .limit(EXPORT_BATCH)) as Array<Record<string, unknown> & { id: string }>
    if (batch.length === 0) return
    yield (first ? UTF8_BOM : '') + csvLines(batch, csvFields, first)
    first = false
    after = batch.at(-1)!.id
    if (batch.length < EXPORT_BATCH) return
  }
}
