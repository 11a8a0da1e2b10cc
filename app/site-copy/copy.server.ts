/**
 * The site's copy as the public pages show it (decision 103): each locale
 * file's text with the published overrides over it. Overrides are read once per
 * publish: every server re-reads the copy version (one row, bumped by each
 * publish in its transaction) at most every `VERSION_TTL_MS`, and reloads a
 * language's overrides only when it changed.
 *
 * `mergedCopy(language, namespace)` is the one place a per-request i18n
 * instance gets its resources from, for any active language.
 */
import { db } from '~/db/db.server'
import { translationFile } from '~/i18n-admin/translations.server'
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
  merged: Map<string, object>
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
    merged: new Map(),
  }
  published.set(language, entry)
  return entry
}

type Tree = { [key: string]: unknown }

/** `file` with the overrides of its namespace set at their paths (a new tree; `file` is untouched). */
export function withOverrides(file: object, namespace: string, overrides: Record<string, string>) {
  const tree = structuredClone(file) as Tree
  for (const [key, value] of Object.entries(overrides)) {
    const colon = key.indexOf(':')
    if (key.slice(0, colon) !== namespace) continue
    const parts = key.slice(colon + 1).split('.')
    let node = tree
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree
    node[parts.at(-1)!] = value
  }
  return tree
}

/** A locale file's copy with the published overrides, cached until the next publish. */
export async function mergedCopy(language: string, namespace: string): Promise<object> {
  const entry = await publishedCopy(language)
  let merged = entry.merged.get(namespace)
  if (!merged) {
    merged = withOverrides(translationFile(language, namespace) ?? {}, namespace, entry.overrides)
    entry.merged.set(namespace, merged)
  }
  return merged
}
