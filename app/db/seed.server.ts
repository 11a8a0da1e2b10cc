import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { chunksOf } from '~/uploads/chunks.server'
import type { Queryable } from './client.server'
import {
  categories,
  customerLogos,
  regionOffers,
  regionProfiles,
  resources,
  seedLog,
  testimonials,
  uploadedFileChunks,
  uploadedFiles,
  videos,
} from './schema'
import { buildSeedItems, type SeedItems } from './seed-data'

/**
 * Inserts the seed data. Each item is inserted at most once in the life of a
 * database (remembered in seed_log), so running the seed again changes
 * nothing, and an item an administrator edited or deleted stays as they left it.
 * Returns how many rows it inserted.
 */
export async function seedDatabase(db: Queryable, now: Date = new Date()): Promise<number> {
  const items = buildSeedItems(now)
  // Parents before children, for the foreign keys.
  const groups: Array<[string, PgTable, Array<{ id?: string; code?: string }>]> = [
    ['category', categories, items.categories],
    ['region', regionProfiles, items.regionProfiles],
    ['offer', regionOffers, items.regionOffers],
    ['resource', resources, items.resources],
    ['logo', customerLogos, items.customerLogos],
    ['testimonial', testimonials, items.testimonials],
    ['video', videos, items.videos],
    ['file', uploadedFiles, items.uploadedFiles],
  ]
  const keyOf = (kind: string, row: { id?: string; code?: string }) =>
    `${kind}:${row.id ?? row.code}`

  const allKeys = groups.flatMap(([kind, , rows]) => rows.map((row) => keyOf(kind, row)))
  const done = new Set(
    (await db.select({ key: seedLog.key }).from(seedLog).where(inArray(seedLog.key, allKeys))).map(
      (row) => row.key,
    ),
  )

  let inserted = 0
  for (const [kind, table, rows] of groups) {
    const missing = rows.filter((row) => !done.has(keyOf(kind, row)))
    if (missing.length === 0) continue
    const added = await db.insert(table).values(missing).onConflictDoNothing().returning()
    inserted += added.length
    if (table === uploadedFiles) await insertSeedFileBytes(db, items.uploadedFiles, added)
    await db
      .insert(seedLog)
      .values(missing.map((row) => ({ key: keyOf(kind, row) })))
      .onConflictDoNothing()
  }
  await fillListPrices(db, items.regionProfiles)
  return inserted
}

/**
 * A region seeded before list prices existed gets them once, when staff have
 * set none: amounts staff saved (or cleared after this ran) stay as they are.
 */
async function fillListPrices(db: Queryable, profiles: SeedItems['regionProfiles']) {
  const priced = profiles.filter((profile) => profile.localizedPrices)
  const keys = priced.map((profile) => `list-prices:${profile.code}`)
  if (keys.length === 0) return
  const done = new Set(
    (await db.select({ key: seedLog.key }).from(seedLog).where(inArray(seedLog.key, keys))).map(
      (row) => row.key,
    ),
  )
  for (const profile of priced) {
    const key = `list-prices:${profile.code}`
    if (done.has(key)) continue
    await db
      .update(regionProfiles)
      .set({ localizedPrices: profile.localizedPrices })
      .where(and(eq(regionProfiles.code, profile.code), isNull(regionProfiles.localizedPrices)))
    await db.insert(seedLog).values({ key }).onConflictDoNothing()
  }
}

/** The bytes of the seed files just inserted: a few kB each, so cut in one go. */
async function insertSeedFileBytes(
  db: Queryable,
  files: Array<{ id: string; bytes: Uint8Array }>,
  added: Array<{ id?: string }>,
) {
  const ids = new Set(added.map((row) => row.id))
  const chunks = files
    .filter((file) => ids.has(file.id))
    .flatMap((file) =>
      chunksOf(file.bytes).map((data, index) => ({ fileId: file.id, index, data })),
    )
  if (chunks.length > 0) await db.insert(uploadedFileChunks).values(chunks)
}
