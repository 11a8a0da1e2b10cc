/** The content API as staff (a session, same origin) or as anyone, for one file's server. */
import { beforeAll } from 'vitest'
import { contentSlugs } from '~/content/registry'
import { checkApiAnswersAgainstOpenApi } from './openapi-answers'
import type { RunningServer } from './server'
import { logInOverHttp } from './server'

export function contentClient(fixture: { server: RunningServer }, password: string) {
  // Every answer of a file using this client must match the OpenAPI document (issue 34).
  checkApiAnswersAgainstOpenApi(fixture)
  let cookie = ''
  const client = {
    /** A category of the seed, for the resources a test creates. */
    categoryId: '',
    /** The staff session's cookie, for the admin pages. */
    cookie: async () => cookie,
    /** A JSON request to the server, as staff unless `asStaff` is false. */
    call: (
      method: string,
      path: string,
      body?: unknown,
      asStaff = true,
      headers: Record<string, string | null> = {},
    ) =>
      fetch(`${fixture.server.url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(asStaff ? { cookie, Origin: fixture.server.url } : {}),
          ...Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== null)),
        } as Record<string, string>,
        body: body === undefined ? undefined : JSON.stringify(withStatus(method, path, body)),
      }),
  }
  beforeAll(async () => {
    cookie = await logInOverHttp(fixture.server.url, password)
    const categories = (await (
      await fetch(`${fixture.server.url}/api/categories`)
    ).json()) as Array<{
      id: string
    }>
    client.categoryId = categories[0]!.id
  })
  return client
}

/**
 * An API create is a draft unless it names a status (decision 096): these
 * files' creates are published unless they say otherwise, as before.
 */
function withStatus(method: string, path: string, body: unknown) {
  // Only the content types of the registry have a status (redirects, say, have none).
  const create = method === 'POST' && contentSlugs.some((slug) => path === `/api/${slug}`)
  if (!create || typeof body !== 'object' || body === null || 'status' in body) return body
  return { ...body, status: 'published' }
}
