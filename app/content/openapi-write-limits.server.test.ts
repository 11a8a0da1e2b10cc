import { expect, test } from 'vitest'
import { openApiDocument } from './openapi.server'

type Operation = { security?: unknown[]; responses: Record<string, { headers?: object }> }

test('every write that needs a caller documents its 429 with Retry-After; reads do not', () => {
  const paths = openApiDocument().paths as unknown as Record<string, Record<string, Operation>>
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ name: `${method} ${path}`, method, operation })),
  )
  const writes = operations.filter(({ method }) => method !== 'get')
  expect(writes.map(({ name }) => name)).toEqual(
    expect.arrayContaining(['post /api/uploads', 'delete /api/redirects/{id}']),
  )
  for (const { name, operation } of writes) {
    expect(operation.security?.length, name).toBeGreaterThan(0)
    expect(operation.responses['429']?.headers, name).toHaveProperty('Retry-After')
  }
  for (const { name, operation } of operations.filter(({ method }) => method === 'get'))
    expect(operation.responses['429'], name).toBeUndefined()
})
