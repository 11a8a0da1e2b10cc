/**
 * A library image's address when a file of another type replaces it
 * (decision 146): the address follows the file (`photo-1a2b3c4d.jpg` becomes
 * `photo-1a2b3c4d.png`), every content row that links to it is rewritten, and
 * the old address stays an alias that answers with a permanent redirect, so
 * links elsewhere (e-mails, other sites, bookmarks) keep working.
 */
import { and, eq, getTableColumns, or, sql } from 'drizzle-orm'
import type { Transaction } from '~/db/client.server'
import { uploadedFileAliases, uploadedFiles } from '~/db/schema'
import { linksTo, referencingColumns } from '~/uploads/references.server'

/** A file name's extension, lower-cased, without its dot ('' when it has none). */
export const extensionOf = (filename: string) =>
  /\.([^./]+)$/.exec(filename)?.[1]?.toLowerCase() ?? ''

/** The address a file named `filename` takes once its content is of type `extension`. */
export function addressFor(filename: string, extension: string) {
  return extensionOf(filename) === extension
    ? filename
    : `${filename.replace(/\.[^./]*$/, '')}.${extension}`
}

/**
 * Moves image `id` from `from` to `to` (or to `fallback` when `to` is another
 * file's name or alias) inside the replace's transaction. Returns the name it took.
 */
export async function moveImageAddress(
  tx: Transaction,
  id: string,
  names: { from: string; to: string; fallback: string },
): Promise<string> {
  // Its own former name (a PNG replaced by a JPEG again) is free to take back.
  await tx
    .delete(uploadedFileAliases)
    .where(and(eq(uploadedFileAliases.filename, names.to), eq(uploadedFileAliases.fileId, id)))
  const [taken] = await tx
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.filename, names.to))
    .union(
      tx
        .select({ id: uploadedFileAliases.fileId })
        .from(uploadedFileAliases)
        .where(eq(uploadedFileAliases.filename, names.to)),
    )
  const to = taken ? names.fallback : names.to
  await tx.update(uploadedFiles).set({ filename: to }).where(eq(uploadedFiles.id, id))
  await tx.insert(uploadedFileAliases).values({ filename: names.from, fileId: id })
  const [before, after] = [`/uploads/${names.from}`, `/uploads/${to}`]
  // Through Drizzle's update, so each row's updated_at moves: an editor with its form open is
  // told that it changed rather than saving the old address back.
  for (const [table, columns] of referencingColumns) {
    const keys = Object.entries(getTableColumns(table))
    const set = Object.fromEntries(
      columns.map((column) => [
        keys.find(([, candidate]) => candidate === column)![0],
        sql`replace(${column}, ${before}, ${after})`,
      ]),
    )
    await tx
      .update(table)
      .set(set)
      .where(linksTo(sql`${names.from}`, columns))
  }
  return to
}

/** The current address of a file an old address names, if it is an alias. */
export async function aliasTarget(tx: Pick<Transaction, 'select'>, filename: string) {
  const [row] = await tx
    .select({ filename: uploadedFiles.filename })
    .from(uploadedFileAliases)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, uploadedFileAliases.fileId))
    .where(eq(uploadedFileAliases.filename, filename))
  return row?.filename ?? null
}

/**
 * `values` with every link to a former address (an alias) pointing at the file's
 * current one: a version saved before a replace changed the type, restored, or an
 * API client holding the old link, saves the address the file answers at and
 * that counts as a use of it (decision 146).
 */
export async function withCurrentAddresses<Values extends Record<string, unknown>>(
  db: Pick<Transaction, 'select'>,
  values: Values,
): Promise<Values> {
  const texts = Object.values(values).filter(
    (value): value is string => typeof value === 'string' && value.includes('/uploads/'),
  )
  if (texts.length === 0) return values
  const link = sql`'/uploads/' || ${uploadedFileAliases.filename}`
  const moved = await db
    .select({ from: uploadedFileAliases.filename, to: uploadedFiles.filename })
    .from(uploadedFileAliases)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, uploadedFileAliases.fileId))
    .where(or(...texts.map((text) => sql`strpos(${text}, ${link}) > 0`)))
  if (moved.length === 0) return values
  const current = (text: string) =>
    moved.reduce(
      (result, { from, to }) => result.replaceAll(`/uploads/${from}`, `/uploads/${to}`),
      text,
    )
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? current(value) : value,
    ]),
  ) as Values
}
