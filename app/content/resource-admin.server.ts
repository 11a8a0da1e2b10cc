/**
 * The resource manager's data (back-office §2 "Resource list"): one page of
 * resources, searched, sorted and paginated in the database so hundreds of
 * resources stay quick. Writes go through the collection store
 * (`resourceStore`): the same transactions and audit as every other manager.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { categories, resources } from '~/db/schema'
import { enqueueEmail } from '~/mail/outbox.server'
import { getEnv } from '~/utils/env.server'
import { containsPattern } from '~/db/like'
import { currentStatus } from './lifecycle'

export const RESOURCE_PAGE_SIZE = 25

const sortColumns = {
  type: resources.type,
  title: sql`lower(${resources.title})`,
  category: sql`lower(${categories.title})`,
  updated: resources.updatedAt,
} as const
export type ResourceSort = keyof typeof sortColumns

export interface ResourceListQuery {
  q?: string
  sort?: string | null
  dir?: string | null
  page?: string | number | null
}

/** Reads the list's query string into safe values (unknown ones fall back to the defaults). */
export function normaliseListQuery(query: ResourceListQuery) {
  const sort: ResourceSort =
    query.sort && Object.hasOwn(sortColumns, query.sort) ? (query.sort as ResourceSort) : 'updated'
  const dir: 'asc' | 'desc' =
    query.dir === 'asc' || query.dir === 'desc' ? query.dir : sort === 'updated' ? 'desc' : 'asc'
  const page = Math.max(1, Math.min(100_000, Number.parseInt(String(query.page ?? '1'), 10) || 1))
  return { q: (query.q ?? '').trim().slice(0, 200), sort, dir, page }
}

export async function listResourcePage(db: Queryable, query: ResourceListQuery) {
  const { q, sort, dir, page } = normaliseListQuery(query)
  const where = and(
    isNull(resources.deletedAt),
    q
      ? or(
          ilike(resources.title, containsPattern(q)),
          ilike(resources.description, containsPattern(q)),
          ilike(resources.type, containsPattern(q)),
        )
      : undefined,
  )
  const order = dir === 'asc' ? asc(sortColumns[sort]) : desc(sortColumns[sort])
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: resources.id,
        title: resources.title,
        type: resources.type,
        link: resources.link,
        updatedAt: resources.updatedAt,
        status: resources.status,
        publishAt: resources.publishAt,
        categoryId: resources.categoryId,
        categoryTitle: categories.title,
      })
      .from(resources)
      .leftJoin(categories, eq(categories.id, resources.categoryId))
      .where(where)
      .orderBy(order, asc(resources.id))
      .limit(RESOURCE_PAGE_SIZE)
      .offset((page - 1) * RESOURCE_PAGE_SIZE),
    db.select({ n: count() }).from(resources).where(where),
  ])
  const totalRows = total?.n ?? 0
  return {
    q,
    sort,
    dir,
    page,
    pageCount: Math.max(1, Math.ceil(totalRows / RESOURCE_PAGE_SIZE)),
    total: totalRows,
    rows: rows.map((row) => ({
      ...row,
      updatedAt: row.updatedAt.toISOString(),
      publishAt: row.publishAt?.toISOString() ?? null,
      currentStatus: currentStatus(row),
    })),
  }
}

/** The categories a resource can belong to, for the form's select. */
export async function categoryOptions(db: Queryable) {
  return db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(isNull(categories.deletedAt))
    .orderBy(asc(categories.title))
}

export async function categoryExists(db: Queryable, id: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.deletedAt)))
  return Boolean(row)
}

export const CATEGORY_IN_TRASH =
  'This category is in the trash: restore it first, or choose another category'

export async function categoryInTrash(db: Queryable, id: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), isNotNull(categories.deletedAt)))
  return Boolean(row)
}

/**
 * 'Test Email Notification' (back-office §2, compliance documents on request):
 * a real mail to the info mailbox through the outbox. Says whether it will
 * leave now or stay in the outbox because no SMTP server is configured.
 */
export async function queueTestEmail(db: Queryable, about: { title?: string }) {
  const env = getEnv()
  const title = about.title?.trim() || 'a compliance document'
  await enqueueEmail(db, {
    kind: 'resource-test',
    to: env.INFO_MAILBOX,
    subject: `Test: document request notification for ${title}`,
    text:
      `This is a test of the notification sent when a visitor requests “${title}”.\n` +
      'It was sent from the resource manager of the Alakin back office.',
  })
  return { to: env.INFO_MAILBOX, smtp: Boolean(env.SMTP_URL) }
}
