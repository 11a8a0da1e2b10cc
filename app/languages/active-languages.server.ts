/**
 * Which languages the site serves (decision 100). English always; staff switch
 * the others on in the Translation Manager or through `PATCH /api/languages/{code}`.
 * The list is one row of `app_settings` (absent: English only, the seed's
 * state). Every app server re-reads it at most once a second, so a switch
 * reaches all of them within that time, without a restart; it also bumps the
 * content version, so no server keeps a cached page of the old state.
 */
import { eq, sql } from 'drizzle-orm'
import { languages } from '~/i18n'
import type { Queryable } from '~/db/client.server'
import { db } from '~/db/db.server'
import { appSettings, auditLog } from '~/db/schema'
import { createId } from '~/utils/ids'
import { defaultLanguage, type Language } from './languages'

const SETTING_KEY = 'active_languages'
const CACHE_MS = 1_000

export async function readActiveLanguages(database: Queryable): Promise<Language[]> {
  const [row] = await database
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTING_KEY))
  const stored = row ? (JSON.parse(row.value) as unknown) : []
  return languages.filter(
    (code) => code === defaultLanguage || (Array.isArray(stored) && stored.includes(code)),
  )
}

let cached: { value: Promise<Language[]>; at: number } | undefined

/** The active languages as this server last read them (at most a second ago). */
export function activeLanguages(): Promise<Language[]> {
  if (!cached || Date.now() - cached.at > CACHE_MS) {
    const value = readActiveLanguages(db())
    cached = { value, at: Date.now() }
    value.catch(() => (cached = undefined))
  }
  return cached.value
}

/** Each language with whether it is served, for the API and the Translation Manager. */
export async function languageStates(database: Queryable) {
  const active = await readActiveLanguages(database)
  return languages.map((code) => ({
    code,
    active: active.includes(code),
    default: code === defaultLanguage,
  }))
}

export class DefaultLanguageError extends Error {
  constructor() {
    super('English is the default language and is always active')
  }
}

/** Switches one language on or off, audited; English cannot be switched off. */
export async function setLanguageActive(
  database: Queryable,
  code: Language,
  active: boolean,
  actor: string | null,
) {
  if (code === defaultLanguage) {
    if (active) return
    throw new DefaultLanguageError()
  }
  await database.transaction(async (tx) => {
    const before = await readActiveLanguages(tx)
    const after = languages.filter(
      (language) =>
        language !== defaultLanguage && (language === code ? active : before.includes(language)),
    )
    const value = JSON.stringify(after)
    await tx
      .insert(appSettings)
      .values({ key: SETTING_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value } })
    // Cached pages carry the language switcher and alternates: every server re-renders them.
    await tx
      .update(appSettings)
      .set({ value: sql`(${appSettings.value}::bigint + 1)::text` })
      .where(eq(appSettings.key, 'content_version'))
    await tx.insert(auditLog).values({
      id: createId('audit'),
      action: 'update',
      entityType: 'languages',
      entityId: code,
      actor,
      details: { before: { active: before.includes(code) }, after: { active } },
    })
  })
  cached = undefined
}
