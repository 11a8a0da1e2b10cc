/**
 * Resources in other languages through the API (decision 129): reads take
 * `?locale=fr` (each resource in French where a translation is public, else
 * in English, marked by `locale`) and `&fallback=false` (untranslated ones
 * left out); `/api/resources/{id}/translations[/{locale}]` lists, replaces
 * and deletes a resource's translations.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { db } from '~/db/db.server'
import { live } from '~/db/live'
import { resources, resourceTranslations } from '~/db/schema'
import { defaultLanguage, isLanguage, type Language } from '~/languages/languages'
import {
  deleteTranslation,
  saveTranslation,
  translationSchema,
  translationsOf,
} from '~/resources/translations.server'
import { API_BODY_BYTES, RESOURCE_API_BODY_BYTES } from '~/utils/body-limits.server'
import type { Row } from '../collection'
import { fieldErrorsOf } from '../save.server'
import { authenticatedWrite, isStaff } from './auth.server'
import { ApiError, handle, json, methodNotAllowed, readJsonBody } from './http.server'

export interface LocaleRead {
  language: Language
  fallback: boolean
}

/** `?locale=` and `?fallback=` of a read; nothing when no locale is asked for. */
export function localeReadOf(request: Request): LocaleRead | undefined {
  const params = new URL(request.url).searchParams
  const locale = params.get('locale')
  const fallback = params.get('fallback')
  if (locale === null) {
    if (fallback !== null) throw new ApiError(400, 'fallback goes with locale')
    return undefined
  }
  if (!isLanguage(locale)) throw new ApiError(400, `Unknown locale: ${locale}`)
  if (fallback !== null && fallback !== 'true' && fallback !== 'false')
    throw new ApiError(400, 'fallback is true or false')
  return { language: locale, fallback: fallback !== 'false' }
}

/**
 * Items as read in a language: a resource translation's title, description
 * and content over its source's, `locale` saying which language each is in;
 * without the fallback, only translated ones (the other content types have no
 * translations yet: English). Public readers get only live translations,
 * staff also drafts and scheduled ones.
 */
export async function localiseItems(
  database: Queryable,
  collection: string,
  rows: Row[],
  read: LocaleRead,
  onlyLive: boolean,
): Promise<Row[]> {
  const translations =
    read.language === defaultLanguage || rows.length === 0 || collection !== 'resources'
      ? []
      : await database
          .select()
          .from(resourceTranslations)
          .where(
            and(
              inArray(
                resourceTranslations.resourceId,
                rows.map((row) => row.id),
              ),
              eq(resourceTranslations.language, read.language),
              onlyLive ? live(resourceTranslations) : isNull(resourceTranslations.deletedAt),
            ),
          )
  const byResource = new Map(translations.map((t) => [t.resourceId, t]))
  return rows.flatMap((row) => {
    const translation = byResource.get(row.id)
    if (translation)
      return [
        {
          ...row,
          title: translation.title,
          description: translation.description,
          content: translation.content,
          locale: read.language,
        },
      ]
    if (!read.fallback && read.language !== defaultLanguage) return []
    return [{ ...row, locale: defaultLanguage }]
  })
}

const publicTranslation = (row: typeof resourceTranslations.$inferSelect) => ({
  locale: row.language,
  title: row.title,
  description: row.description,
  content: row.content,
  status: row.status,
  publishAt: row.publishAt,
  updatedAt: row.updatedAt,
})

/** `/api/resources/{id}/translations[/{locale}]`: GET for anyone (staff see drafts), PUT and DELETE for staff. */
export async function apiResourceTranslations(
  request: Request,
  resourceId: string,
  locale: string | undefined,
) {
  const resourceExists = async () => {
    if (resourceId.includes('\u0000')) return false
    const [row] = await db()
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.id, resourceId), isNull(resources.deletedAt)))
    return Boolean(row)
  }
  const translatable = (code: string | undefined): Language => {
    if (!code || !isLanguage(code) || code === defaultLanguage)
      throw new ApiError(404, 'No such translation language')
    return code
  }
  if (request.method === 'GET' || request.method === 'HEAD') {
    return handle(async () => {
      if (!(await resourceExists())) throw new ApiError(404, 'Not found')
      const rows = await translationsOf(db(), resourceId, !(await isStaff(request)))
      if (!locale) return json(rows.map(publicTranslation))
      const row = rows.find((candidate) => candidate.language === translatable(locale))
      if (!row) throw new ApiError(404, 'No translation in this language')
      return json(publicTranslation(row))
    })
  }
  if (!locale || (request.method !== 'PUT' && request.method !== 'DELETE'))
    return methodNotAllowed(locale ? 'GET, PUT, DELETE' : 'GET')
  return authenticatedWrite(request, async (actor) => {
    const language = translatable(locale)
    if (!(await resourceExists())) throw new ApiError(404, 'Not found')
    if (request.method === 'DELETE') {
      if (!(await deleteTranslation(db(), resourceId, language, actor)))
        throw new ApiError(404, 'No translation in this language')
      return new Response(null, { status: 204 })
    }
    const result = translationSchema.safeParse(
      await readJsonBody(request, Math.max(API_BODY_BYTES, RESOURCE_API_BODY_BYTES)),
    )
    if (!result.success)
      throw new ApiError(422, 'Validation failed', { errors: fieldErrorsOf(result.error) })
    return json(
      publicTranslation(await saveTranslation(db(), resourceId, language, result.data, actor)),
    )
  })
}
