/**
 * Values read from public content, remembered until the content changes
 * (decision 140). Public content changes in two ways only:
 *
 * - a write, on any app server: database triggers bump the content counter in
 *   the writing transaction (migration 0001), so a value is reused only while
 *   the counter, read before each use, still reads what it read before the value;
 * - a scheduled item falling due (decision 061), with no write: a generation of
 *   values ends when the earliest publication time still ahead, as the
 *   database's clock saw it when the generation began, is reached.
 *
 * A reuse costs one primary-key read instead of the value's queries. Inside a
 * preview link's request an unpublished item counts as live: that answer is its
 * alone, read afresh and never kept.
 */
import { eq, sql } from 'drizzle-orm'
import { contentTypes } from '~/content/registry'
import type { Queryable } from './client.server'
import { readContentCounter } from './content-version.server'
import { previewedItem } from './preview-scope.server'
import { appSettings } from './schema'

/** Keys of one value (a visitor's country, say): past this, a generation starts afresh. */
const MAX_KEYS = 500

interface Generation<Value> {
  counter: string
  /** performance.now() at which the next scheduled item falls due. */
  until: number
  values: Map<string, Promise<Value>>
}

/**
 * The content counter, and the milliseconds until the next publication time
 * ahead over every content type (Infinity: none), read in one statement.
 */
async function readCounterAndNextDue(db: Queryable) {
  const ahead = sql.join(
    contentTypes.map(
      ({ table }) =>
        sql`(select min(${table.publishAt}) from ${table} where ${table.publishAt} > now())`,
    ),
    sql`, `,
  )
  const [row] = await db
    .select({
      value: appSettings.value,
      dueInSeconds: sql<string | null>`extract(epoch from (least(${ahead}) - now()))::text`,
    })
    .from(appSettings)
    .where(eq(appSettings.key, 'content_version'))
  const dueInSeconds = row?.dueInSeconds == null ? null : Number(row.dueInSeconds)
  return {
    counter: row?.value ?? '0',
    dueInMs: dueInSeconds === null ? Infinity : Math.max(0, dueInSeconds * 1000),
  }
}

/**
 * A memory of values read from public content: `remember(db, key, read)` answers
 * what `read()` gave for `key` since the content last changed, or reads it now.
 */
export function rememberedUntilContentChanges<Value>() {
  const generations = new WeakMap<Queryable, Generation<Value>>()

  async function currentGeneration(db: Queryable): Promise<Generation<Value>> {
    // Read before the value: a write landing after this read bumps the counter past it.
    const counter = await readContentCounter(db)
    const known = generations.get(db)
    if (
      known?.counter === counter &&
      performance.now() < known.until &&
      known.values.size < MAX_KEYS
    )
      return known
    // Time is measured from before the statement: the generation ends no later than the item's time.
    const startedAt = performance.now()
    const state = await readCounterAndNextDue(db)
    const generation: Generation<Value> = {
      counter: state.counter,
      until: startedAt + state.dueInMs,
      values: new Map(),
    }
    generations.set(db, generation)
    return generation
  }

  return async (db: Queryable, key: string, read: () => Promise<Value>): Promise<Value> => {
    if (previewedItem()) return read()
    const generation = await currentGeneration(db)
    let value = generation.values.get(key)
    if (!value) {
      value = read()
      generation.values.set(key, value)
      // A failed read is not remembered: the next request tries again.
      value.catch(() => generation.values.delete(key))
    }
    return value
  }
}
