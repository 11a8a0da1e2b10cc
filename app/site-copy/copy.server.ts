/**
 * The site's copy as the public pages show it (decision 103): each locale
 * file's text with the published overrides over it. Overrides are read once per
 * publish: each render reads the copy version (one row, bumped by each publish
 * in its transaction, with the page cache's content version) and reloads a
 * language's overrides only when it changed.
 *
 * The version is read afresh for every render, never kept for a while: the page
 * cache stores a render under the content version it read just before, so a
 * copy version older than that one would store the old text under the new
 * version, until the next publish (decision 131).
 *
 * A page's i18n instance gets these overrides through `pageCopy`
 * (page-copy.server.ts) and `instanceWithCopy` (copy-i18n.server.ts).
 */
import { db } from '~/db/db.server'
import { copyOverrides, readCopyVersion } from './store.server'

interface Published {
  version: string
  overrides: Record<string, string>
}
const published = new Map<string, Published>()

/** A language's published overrides (key → text) and the version they are at. */
export async function publishedCopy(language: string): Promise<Published> {
  const current = await readCopyVersion(db())
  const cached = published.get(language)
  if (cached?.version === current) return cached
  const entry = {
    version: current,
    overrides: await copyOverrides(db(), language),
  }
  published.set(language, entry)
  return entry
}
