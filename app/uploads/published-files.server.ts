/**
 * Published uploads remembered per content write (decision 136). Whether a
 * file is public is a search of every content row's links (references.server.ts):
 * most of a download's database time, asked again by every download of the
 * same PDF. A published file stays published until some content is written
 * (publication times only ever make more files public), and every such write,
 * on any app server, bumps the content counter in its own transaction
 * (migration 0001), uploaded files included. So a file found published is
 * remembered with the counter read before the lookup, and reused while the
 * database's counter still reads the same: one primary-key read instead of
 * the search, and an unpublished, replaced or deleted file is a 404 at once.
 * Files not public now are looked up every time: a publication time can
 * make them public with no write.
 */
import { previewedItem } from '~/db/preview-scope.server'
import type { Queryable } from '~/db/client.server'
import { readContentCounter } from '~/db/content-version.server'

/** Enough for every file a site links to; the oldest is forgotten past it. */
const MAX_FILES = 1000

const remembered = new WeakMap<Queryable, Map<string, { counter: string; file: unknown }>>()

/** `find` (answer.server.ts's findUpload), not asked again for a file found published until a content write. */
export async function findPublishedOnce<File extends { published: boolean }>(
  db: Queryable,
  filename: string,
  find: (db: Queryable, filename: string) => Promise<File | null>,
): Promise<File | null> {
  // Read first: a write landing after this read bumps the counter past it, never under it.
  const counter = await readContentCounter(db)
  let files = remembered.get(db)
  if (!files) remembered.set(db, (files = new Map()))
  const known = files.get(filename)
  if (known?.counter === counter) return known.file as File
  files.delete(filename)
  const file = await find(db, filename)
  // Inside a preview link's request a draft counts as published: that answer is its alone.
  if (file?.published && !previewedItem()) {
    if (files.size >= MAX_FILES) files.delete(files.keys().next().value!)
    files.set(filename, { counter, file })
  }
  return file
}
