import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { openDatabase, type Database, type DatabaseHandle } from './client.server'
import {
  categories,
  customerLogos,
  regionOffers,
  regionProfiles,
  resources,
  testimonials,
  uploadedFiles,
  videos,
} from './schema'
import { seedDatabase } from './seed.server'

const seededTables = {
  categories,
  resources,
  customerLogos,
  testimonials,
  videos,
  regionProfiles,
  regionOffers,
  uploadedFiles,
}
const FIRST_SEED = new Date('2026-11-22T09:00:00Z')

async function countRows(db: Database) {
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(seededTables)) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table as PgTable)
    counts[name] = row!.n
  }
  return counts
}

const expectedCounts = {
  categories: 3,
  // The spec's six, plus the two default compliance documents.
  resources: 8,
  customerLogos: 4,
  testimonials: 2,
  videos: 3,
  regionProfiles: 7,
  regionOffers: 7,
  // The white paper's and the CE certificate's PDFs.
  uploadedFiles: 2,
}

describe.each(testDatabaseTargets())('seed on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(async () => {
    await handle.close()
  })

  test('fills an empty database with the spec seed data', async () => {
    const { db } = handle
    expect(await seedDatabase(db, FIRST_SEED)).toBe(
      Object.values(expectedCounts).reduce((a, b) => a + b),
    )
    expect(await countRows(db)).toEqual(expectedCounts)

    const slugs = (await db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug)
    expect(slugs.sort()).toEqual(['ai', 'healthcare-technology', 'patient-care'])

    const events = await db.select().from(resources).where(eq(resources.type, 'event'))
    expect(events).toHaveLength(1)
    expect(events[0]!.startDate! > FIRST_SEED.toISOString().slice(0, 10)).toBe(true)

    const compliance = await db
      .select({
        title: resources.title,
        link: resources.link,
        ctaText: resources.ctaText,
        featured: resources.featured,
      })
      .from(resources)
      .where(eq(resources.type, 'compliance-doc'))
      .orderBy(resources.title)
    expect(compliance).toEqual([
      {
        title: 'CE Mark Medical Device Class I',
        link: '/resources/compliance/ce-mark',
        ctaText: 'Download CE Certificate',
        featured: true,
      },
      {
        title: 'SOC 2 Type II Report',
        link: '/resources/compliance/soc2-report',
        ctaText: 'Request SOC 2 Report',
        featured: true,
      },
    ])

    const regions = (await db.select({ code: regionProfiles.code }).from(regionProfiles)).map(
      (r) => r.code,
    )
    expect(regions.sort()).toEqual(['CA', 'DE', 'ES', 'FR', 'GB', 'US', 'default'])
    const global = await db.select().from(regionProfiles).where(eq(regionProfiles.code, 'default'))
    expect(global[0]).toMatchObject({ currency: 'USD', showLocalizedPricing: false })
  })

  test('running the seed again changes nothing', async () => {
    await seedDatabase(handle.db, FIRST_SEED)
    const before = await handle.db.select().from(resources).orderBy(resources.id)
    expect(await seedDatabase(handle.db, new Date('2027-06-01T00:00:00Z'))).toBe(0)
    expect(await countRows(handle.db)).toEqual(expectedCounts)
    expect(await handle.db.select().from(resources).orderBy(resources.id)).toEqual(before)
  })

  test('never overwrites an edit nor brings back a deleted item', async () => {
    const { db } = handle
    await seedDatabase(db, FIRST_SEED)
    await db
      .update(categories)
      .set({ title: 'Artificial Intelligence' })
      .where(eq(categories.slug, 'ai'))
    const [gone] = await db.select({ id: testimonials.id }).from(testimonials).limit(1)
    await db.delete(testimonials).where(eq(testimonials.id, gone!.id))
    await db
      .delete(resources)
      .where(
        and(
          eq(resources.type, 'compliance-doc'),
          eq(resources.link, '/resources/compliance/ce-mark'),
        ),
      )

    expect(await seedDatabase(db)).toBe(0)
    const [ai] = await db
      .select({ title: categories.title })
      .from(categories)
      .where(eq(categories.slug, 'ai'))
    expect(ai!.title).toBe('Artificial Intelligence')
    expect(await countRows(db)).toMatchObject({ testimonials: 1, resources: 7 })
  })

  test("a compliance document titled 'FHIR Implementation Guide' can never be stored", async () => {
    await expect(
      handle.db.insert(resources).values({
        id: 'resource-1-fhir',
        title: 'FHIR Implementation Guide',
        type: 'compliance-doc',
        description: 'x',
        link: '/resources/compliance/fhir-implementation-guide',
      }),
    ).rejects.toThrow()
    expect(await handle.db.select().from(resources)).toHaveLength(0)
  })
})

test('PGlite and PostgreSQL end up with the same schema and the same seeded rows', async (context) => {
  const targets = testDatabaseTargets()
  if (targets.length < 2) context.skip('TEST_DATABASE_URL is not set')
  const snapshots = []
  for (const target of targets) {
    const handle = await target.open()
    try {
      await seedDatabase(handle.db, FIRST_SEED)
      const columns = await handle.db.execute(sql`
        select table_name, column_name, data_type, is_nullable, column_default
        from information_schema.columns where table_schema = 'public'
        order by table_name, column_name`)
      const rows: Record<string, unknown[]> = {}
      for (const [name, table] of Object.entries(seededTables)) {
        // Files compare by size and sha256: the drivers hand bytea back as different classes.
        const {
          createdAt: _c,
          updatedAt: _u,
          data: _d,
          ...stable
        } = getTableColumns(table as PgTable) as Record<string, PgColumn>
        rows[name] = await handle.db
          .select(stable)
          .from(table as PgTable)
          .orderBy(sql`1`)
      }
      // PGlite answers { rows }, postgres.js an array of rows.
      const result = columns as unknown as { rows?: unknown[] } & Iterable<unknown>
      snapshots.push({ columns: result.rows ?? [...result], rows })
    } finally {
      await handle.close()
    }
  }
  expect(snapshots[1]).toEqual(snapshots[0])
})

test('data kept in the embedded database survives a restart', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-pglite-'))
  try {
    const first = await openDatabase({ kind: 'pglite', dataDir })
    await first.migrate()
    await seedDatabase(first.db, FIRST_SEED)
    await first.db
      .update(videos)
      .set({ title: 'Edited before restart' })
      .where(eq(videos.location, 'homepage'))
    await first.close()

    const second = await openDatabase({ kind: 'pglite', dataDir })
    await second.migrate()
    expect(await seedDatabase(second.db)).toBe(0)
    expect(await countRows(second.db)).toEqual(expectedCounts)
    const [video] = await second.db
      .select({ title: videos.title })
      .from(videos)
      .where(eq(videos.location, 'homepage'))
    expect(video!.title).toBe('Edited before restart')
    await second.close()
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true })
  }
})
