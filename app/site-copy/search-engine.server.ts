/**
 * The search-engine fields of a page on the server (issue 36): saving the
 * three drafts of the back office's form together, and when each page's copy
 * was last published, for the sitemap's `lastmod`.
 */
import { desc, sql } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { siteCopyVersions } from '~/db/schema'
import { copyEntry, defaultCopy } from './catalogue.server'
import { pathInLanguage, type Language } from '~/languages/languages'
import { getEnv } from '~/utils/env.server'
import { searchEngineKeys } from './search-engine-fields'
import { checkedCopyValue, copyRows, saveCopyDraft } from './store.server'

/** Each key's text as the form shows it: the pending draft, else the published text, else the file's. */
async function shownValues(db: Queryable, language: string) {
  const rows = new Map((await copyRows(db, language)).map((row) => [row.key, row]))
  return {
    shown: (key: string) => {
      const row = rows.get(key)
      return (row?.pending ? row.draft : row?.published) ?? defaultCopy(key, language) ?? ''
    },
    pending: (key: string) => rows.get(key)?.pending ?? false,
  }
}

/** The back office's "Search engines" view of `page` in `language`. */
export async function searchEngineFields(db: Queryable, language: Language, page: string) {
  const keys = searchEngineKeys(page)
  const { shown, pending } = await shownValues(db, language)
  return {
    page,
    url: `${getEnv().publicOrigin}${pathInLanguage(copyEntry(keys.title)?.path ?? '/', language)}`,
    title: shown(keys.title),
    description: shown(keys.description),
    image: shown(keys.image),
    pending: Object.values(keys).some(pending),
  }
}

/**
 * Saves the title, description and social image of `page` that differ from
 * what the form showed (the pending draft, else the published text, else the
 * file's). Every value is checked before any is saved: a refusal (CopyRuleError,
 * naming the field's key) changes nothing. Answers the keys saved.
 */
export async function saveSearchEngineDrafts(
  db: Queryable,
  language: string,
  page: string,
  values: { title: string; description: string; image: string },
  actor: string,
) {
  const keys = searchEngineKeys(page)
  const { shown } = await shownValues(db, language)
  const changed = (Object.keys(keys) as Array<keyof typeof keys>).filter(
    (field) => values[field].trim() !== shown(keys[field]).trim(),
  )
  for (const field of changed) checkedCopyValue(keys[field], language, values[field])
  for (const field of changed) await saveCopyDraft(db, language, keys[field], values[field], actor)
  return changed.map((field) => keys[field])
}

/**
 * When the copy a page shows was last published, per language: a function of
 * the language and the page's path. A text of the shared file seen on every
 * page (the header, the footer) dates every page.
 */
export async function copyPublishedAt(db: Queryable) {
  const versions = await db
    .select({
      language: siteCopyVersions.language,
      keys: sql<
        string[]
      >`(select coalesce(jsonb_agg(c->>'key'), '[]'::jsonb) from jsonb_array_elements(${siteCopyVersions.changes}) c)`,
      createdAt: siteCopyVersions.createdAt,
    })
    .from(siteCopyVersions)
    .orderBy(desc(siteCopyVersions.createdAt))
  const latest = new Map<string, Date>()
  const note = (language: string, path: string, at: Date) => {
    if (!latest.has(`${language} ${path}`)) latest.set(`${language} ${path}`, at)
  }
  for (const version of versions)
    for (const key of version.keys) {
      const entry = copyEntry(key)
      if (entry)
        note(
          version.language,
          entry.namespace === 'common' && entry.path === '/' ? '*' : entry.path,
          version.createdAt,
        )
    }
  return (language: string, path: string): Date | undefined => {
    const dates = [latest.get(`${language} ${path}`), latest.get(`${language} *`)].filter(
      (date): date is Date => date !== undefined,
    )
    return dates.length ? new Date(Math.max(...dates.map(Number))) : undefined
  }
}
