import { randomBytes } from 'node:crypto'
import { count } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { uploadedFileChunks, uploadedFiles } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { CHUNK_BYTES, readChunks, writeChunks } from './chunks.server'

/**
 * The event loop turns between pieces: a request that arrives while a file is
 * written or read (a socket read, a timer) is served before the last piece, not
 * after the whole file. PGlite answers without I/O, so without an explicit turn
 * the loop was one chain of microtasks and /healthz waited 4 s behind a 20 MB upload.
 */
describe.each(testDatabaseTargets())('chunks on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
    await handle.db.insert(uploadedFiles).values({
      id: 'f1',
      filename: 'f1.pdf',
      originalName: 'f1.pdf',
      mimeType: 'application/pdf',
      size: 0,
      sha256: '',
    })
  })
  afterEach(() => handle.close())

  const chunkCount = async () =>
    (await handle.db.select({ n: count() }).from(uploadedFileChunks))[0]!.n

  test('other work runs between the pieces written and read', async () => {
    const pieces = 8
    const bytes = randomBytes(CHUNK_BYTES * pieces)
    let writtenWhenTheTimerRan = -1
    const written = { count: 0 }
    const db = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property !== 'insert') return Reflect.get(target, property, receiver)
        return (...args: Parameters<typeof target.insert>) => {
          written.count += 1
          return target.insert(...args)
        }
      },
    })
    setImmediate(() => (writtenWhenTheTimerRan = written.count))
    await writeChunks(db, 'f1', new Blob([bytes]).stream(), bytes.byteLength)
    expect(await chunkCount()).toBe(pieces)
    expect(writtenWhenTheTimerRan).toBeGreaterThanOrEqual(0)
    expect(writtenWhenTheTimerRan).toBeLessThan(pieces)

    let readWhenTheTimerRan = -1
    let read = 0
    setImmediate(() => (readWhenTheTimerRan = read))
    for await (const piece of readChunks(handle.db, 'f1')) read += piece.byteLength > 0 ? 1 : 0
    expect(read).toBe(pieces)
    expect(readWhenTheTimerRan).toBeGreaterThanOrEqual(0)
    expect(readWhenTheTimerRan).toBeLessThan(pieces)
  })
})
