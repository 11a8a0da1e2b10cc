/**
 * The site copy's API (issue 36): `GET /api/copy?locale=xx` (every key with its
 * default, published and draft values), `PUT /api/copy/{key}?locale=xx` with
 * `{"value"}` (a draft; 422 with the rule's message when refused) and
 * `POST /api/copy/publish?locale=xx[&page=home]`. Staff only: a session (with
 * the same-origin check) or an API token, as every write of the content API.
 */
import { ApiError, authenticatedWrite, json, readJsonBody } from '~/content/api.server'
import { db } from '~/db/db.server'
import { languages, namespaces } from '~/i18n'
import { API_BODY_BYTES } from '~/utils/body-limits.server'
import { copyCatalogue, copyEntry, defaultCopy } from './catalogue.server'
import { applyImport, checkImport } from './import.server'
import { copyEditSchema, readOnlyReason } from './rules'
import { copyRows, CopyRuleError, publishCopy, saveCopyDraft } from './store.server'

function localeOf(request: Request): string {
  const locale = new URL(request.url).searchParams.get('locale') ?? 'en'
  if (!(languages as readonly string[]).includes(locale))
    throw new ApiError(400, `Unknown locale: use one of ${languages.join(', ')}.`)
  return locale
}

const only = (request: Request, method: string) => {
  if (request.method !== method)
    throw new ApiError(405, 'Method not allowed', {}, { Allow: method })
}

/** Every key of a language: the file's text, the published and draft values (null = default). */
export async function copyListing(language: string) {
  const rows = new Map((await copyRows(db(), language)).map((row) => [row.key, row]))
  return copyCatalogue().map((entry) => {
    const row = rows.get(entry.key)
    return {
      key: entry.key,
      page: entry.page,
      section: entry.section,
      path: entry.path,
      english: entry.english,
      default: defaultCopy(entry.key, language) ?? null,
      published: row?.published ?? null,
      draft: row?.pending ? row.draft : (row?.published ?? null),
      pending: row?.pending ?? false,
      readOnly: readOnlyReason(entry.key, language),
    }
  })
}

export const apiCopyList = (request: Request) =>
  authenticatedWrite(request, async () => {
    only(request, 'GET')
    return json(await copyListing(localeOf(request)))
  })

export const apiCopyPut = (request: Request, key: string) =>
  authenticatedWrite(request, async (actor) => {
    only(request, 'PUT')
    const language = localeOf(request)
    if (!copyEntry(key)) throw new ApiError(404, `Unknown key: ${key} is not a text of the site.`)
    const body = copyEditSchema.strict().safeParse(await readJsonBody(request, API_BODY_BYTES))
    if (!body.success)
      throw new ApiError(422, body.error.issues[0]?.message ?? 'Send {"value": "…"}.')
    try {
      return json(await saveCopyDraft(db(), language, key, body.data.value, actor))
    } catch (error) {
      if (error instanceof CopyRuleError) throw new ApiError(422, error.message)
      throw error
    }
  })

export const apiCopyPublish = (request: Request) =>
  authenticatedWrite(request, async (actor) => {
    only(request, 'POST')
    const language = localeOf(request)
    const page = new URL(request.url).searchParams.get('page')
    const version = await publishCopy(db(), language, actor, page ? `${page}:` : '')
    return json(version ?? { id: null, changes: [] })
  })

/**
 * POST /api/copy/import?locale=xx&file=common[&apply=true]: a locale file, checked
 * key by key. Without `apply` only the report; with it, the changed texts become
 * drafts, unless a key is refused (422, nothing stored).
 */
export const apiCopyImport = (request: Request) =>
  authenticatedWrite(request, async (actor) => {
    only(request, 'POST')
    const language = localeOf(request)
    const params = new URL(request.url).searchParams
    const namespace = namespaces.find((name) => name === params.get('file'))
    if (!namespace) throw new ApiError(400, `Unknown file: use one of ${namespaces.join(', ')}.`)
    const file = await readJsonBody(request, API_BODY_BYTES)
    if (params.get('apply') !== 'true') {
      const report = checkImport(language, namespace, file)
      const refused = report.some((line) => line.status === 'refused')
      return json({ applied: false, report }, refused ? 422 : 200)
    }
    const result = await applyImport(db(), language, namespace, file, actor)
    return json(result, result.applied ? 200 : 422)
  })
