/** The content API as staff (a session, same origin) or as anyone, for one file's server. */
import { beforeAll } from 'vitest'
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
    /** A JSON request to the server, as staff unless `asStaff` is false. */
    call: (method: string, path: string, body?: unknown, asStaff = true) =>
      fetch(`${fixture.server.url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(asStaff ? { cookie, Origin: fixture.server.url } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
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
