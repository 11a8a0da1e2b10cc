/**
 * The site's copy as the public pages show it (decision 103): each locale
 * file's text with the published overrides over it. Overrides are read once per
 * publish: every server re-reads the copy version (one row, bumped by each
 * publish in its transaction) at most every `VERSION_TTL_MS`, and reloads a
 * language's overrides only when it changed.
 *
 * A page's i18n instance gets these overrides through `pageCopy`
 * (page-copy.server.ts) and `instanceWithCopy` (copy-i18n.server.ts).
 */
import { db } from '~/db/db.server'
import { copyOverrides, readCopyVersion } from './store.server'

/** A publish shows everywhere within this time (plus one render). */
export const VERSION_TTL_MS = 500

let version: { value: string; at: number } | undefined
let reading: Promise<string> | undefined

async function currentVersion(): Promise<string> {
  if (version && Date.now() - version.at < VERSION_TTL_MS) return version.value
  reading ??= readCopyVersion(db())
    .then((value) => {
      version = { value, at: Date.now() }
      return value
    })
    .finally(() => {
      reading = undefined
    })
  return reading
}

interface Published {
  version: string
  overrides: Record<string, string>
}
const published = new Map<string, Published>()

/** A language's published overrides (key → text) and the version they are at. */
export async function publishedCopy(language: string): Promise<Published> {
  const current = await currentVersion()
  const cached = published.get(language)
  if (cached?.version === current) return cached
  const entry = {
    version: current,
    overrides: await copyOverrides(db(), language),
  }
  published.set(language, entry)
  return entry
}
