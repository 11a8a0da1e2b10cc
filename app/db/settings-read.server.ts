/**
 * Reads of `app_settings` rows asked for in the same turn of the event loop,
 * made as one statement (decision 140). An uncached page asks for two
 * counters at once, the content counter (its loader data, content-memo.server.ts)
 * and the copy version (the root loader's site copy): on the embedded
 * database each statement is a round trip into WebAssembly that costs far more
 * than its one row. The statement starts after every read of the batch was
 * asked for, so each caller gets a value at least as new as its call.
 */
import { inArray } from 'drizzle-orm'
import type { Queryable } from './client.server'
import { appSettings } from './schema'

type Waiting = Map<string, PromiseWithResolvers<string | undefined>[]>

const batches = new WeakMap<Queryable, Waiting>()

async function readBatch(db: Queryable, waiting: Waiting) {
  batches.delete(db)
  try {
    const rows = await db
      .select({ key: appSettings.key, value: appSettings.value })
      .from(appSettings)
      .where(inArray(appSettings.key, [...waiting.keys()]))
    const values = new Map(rows.map((row) => [row.key, row.value]))
    for (const [key, callers] of waiting)
      for (const caller of callers) caller.resolve(values.get(key))
  } catch (error) {
    for (const callers of waiting.values()) for (const caller of callers) caller.reject(error)
  }
}

/** The value of one `app_settings` row (undefined: no such row), read with the others asked for now. */
export function readSetting(db: Queryable, key: string): Promise<string | undefined> {
  let waiting = batches.get(db)
  if (!waiting) {
    waiting = new Map()
    batches.set(db, waiting)
    const batch = waiting
    setImmediate(() => void readBatch(db, batch))
  }
  const caller = Promise.withResolvers<string | undefined>()
  waiting.set(key, [...(waiting.get(key) ?? []), caller])
  return caller.promise
}
