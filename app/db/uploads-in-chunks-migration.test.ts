/**
 * Migration 0009 (decision 084) moves every stored file's bytes from the old
 * single column into 256 kB chunks, in SQL: run on a database with the
 * migrations before it and files of several sizes, the chunks put back
 * together are the files, and every file is complete.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { expect, test } from 'vitest'

const statementsOf = async (file: string) =>
  (await fs.readFile(`drizzle/${file}`, 'utf8')).split('--> statement-breakpoint')

test('migration 0009 cuts the stored bytes into chunks and keeps every file', async () => {
  const db = await PGlite.create()
  const files = (await fs.readdir('drizzle')).filter((name) => name.endsWith('.sql')).sort()
  const chunking = files.find((name) => name.startsWith('0009_'))!
  for (const file of files.filter((name) => name < chunking))
    for (const statement of await statementsOf(file)) await db.exec(statement)

  const sizes = [1, 262_144, 262_145, 700_000]
  for (const size of sizes)
    await db.query(
      `insert into uploaded_files (id, filename, original_name, mime_type, size, sha256, data)
       values ($1, $1, $1, 'application/pdf', $2, $3, $4)`,
      [`file-${size}`, size, '', randomBytes(size)],
    )
  const before = await db.query<{ id: string; data: Uint8Array }>(
    'select id, data from uploaded_files order by id',
  )

  for (const statement of await statementsOf(chunking)) await db.exec(statement)

  for (const { id, data } of before.rows) {
    const chunks = await db.query<{ index: number; data: Uint8Array }>(
      'select index, data from uploaded_file_chunks where file_id = $1 order by index',
      [id],
    )
    expect(chunks.rows.every((chunk) => chunk.data.byteLength <= 262_144)).toBe(true)
    const joined = Buffer.concat(chunks.rows.map((chunk) => chunk.data))
    expect(createHash('sha256').update(joined).digest('hex'), id).toBe(
      createHash('sha256').update(data).digest('hex'),
    )
  }
  const incomplete = await db.query('select id from uploaded_files where completed_at is null')
  expect(incomplete.rows).toEqual([])
  await db.close()
})
