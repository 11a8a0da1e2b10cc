/**
 * Every answer of the API checked against the server's own OpenAPI document
 * (issue 34): while a test file runs, each `fetch` to `/api/…` is matched to
 * its documented operation and status code, and its JSON body validated with
 * a JSON Schema 2020-12 validator (Ajv, as the OpenAPI validator uses it).
 * An undocumented status or a body that breaks its schema fails the file.
 */
import { createRequire } from 'node:module'
import { afterAll, beforeAll, expect } from 'vitest'
import type { RunningServer } from './server'

type Doc = { paths: Record<string, Record<string, Operation>>; components: unknown }
type Operation = { responses?: Record<string, { content?: Record<string, { schema: unknown }> }> }

// Ajv 8 with the 2020-12 dialect OpenAPI 3.1 uses: the one the OpenAPI document validator installs.
const fromValidator = createRequire(
  createRequire(import.meta.url).resolve('@seriousme/openapi-schema-validator/package.json'),
)
const Ajv2020 = (fromValidator('ajv/dist/2020') as { default: new (o: object) => AjvLike }).default
const addFormats = (
  createRequire(import.meta.url)('ajv-formats') as { default: (a: AjvLike) => void }
).default
interface AjvLike {
  addSchema(schema: object, key: string): void
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown[] | null }
}

/** Installs the check for the file's server; returns the mismatches seen so far. */
export function checkApiAnswersAgainstOpenApi(fixture: { server: RunningServer }) {
  const mismatches: string[] = []
  const original = globalThis.fetch
  let doc: Doc | undefined
  let ajv: AjvLike
  const validators = new Map<string, ReturnType<AjvLike['compile']>>()

  function operationOf(pathname: string, method: string) {
    const templates = Object.keys(doc!.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        literal: template.split('/').filter((part) => !part.startsWith('{')).length,
      }))
      .sort((a, b) => b.literal - a.literal)
    const found = templates.find((entry) => entry.pattern.test(pathname))
    return found
      ? { template: found.template, operation: doc!.paths[found.template]![method] }
      : null
  }

  async function check(request: { url: string; method: string }, response: Response) {
    const { pathname } = new URL(request.url)
    if (!pathname.startsWith('/api/') || pathname === '/api/openapi.json') return
    const method = request.method.toLowerCase()
    const found = operationOf(pathname, method)
    const where = `${request.method} ${pathname} → ${response.status}`
    if (!found) return void mismatches.push(`${where}: no such path in the document`)
    // A method no operation takes is answered 405, and nothing else.
    if (!found.operation) {
      if (response.status !== 405) mismatches.push(`${where}: undocumented method`)
      return
    }
    const answer = found.operation.responses?.[String(response.status)]
    if (!answer) return void mismatches.push(`${where}: undocumented status`)
    const schema = answer.content?.['application/json']?.schema
    if (!schema) return
    const text = await response.clone().text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return void mismatches.push(`${where}: not JSON: ${text.slice(0, 80)}`)
    }
    const key = `${found.template} ${method} ${response.status}`
    if (!validators.has(key))
      validators.set(
        key,
        ajv.compile(
          JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')),
        ),
      )
    const validate = validators.get(key)!
    if (!validate(body))
      mismatches.push(`${where}: ${JSON.stringify(validate.errors).slice(0, 400)}`)
  }

  beforeAll(async () => {
    doc = (await (await original(`${fixture.server.url}/api/openapi.json`)).json()) as Doc
    ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    ajv.addSchema({ components: doc.components }, 'doc')
    globalThis.fetch = async (input, init) => {
      const request = {
        url: input instanceof Request ? input.url : String(input),
        method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
      }
      const response = await original(input, init)
      await check(request, response)
      return response
    }
  })
  afterAll(() => {
    globalThis.fetch = original
    expect(mismatches, 'answers that do not match /api/openapi.json').toEqual([])
  })
  return mismatches
}
