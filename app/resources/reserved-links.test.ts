import { expect, test } from 'vitest'
import routes from '~/routes'
import { RESERVED_RESOURCE_SEGMENTS, reservedCategoryRefusal } from './reserved-links'

interface RouteEntry {
  path?: string
  children?: RouteEntry[]
}

/** Every route path of app/routes.ts, the optional language prefix left out. */
function allPaths(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const fixed = entry.path
      ?.split('/')
      .filter((segment) => !/^:\w+\?$/.test(segment))
      .join('/')
    const path = fixed ? `${parent}/${fixed}` : parent
    return [path, ...allPaths(entry.children ?? [], path)]
  })
}

test('every fixed segment app/routes.ts answers under /resources is reserved', () => {
  const segments = allPaths(routes as RouteEntry[])
    .map((path) => /^\/resources\/([^/:*]+)/.exec(path)?.[1])
    .filter((segment) => segment !== undefined)
  expect(segments.length).toBeGreaterThan(0)
  for (const segment of segments) expect(RESERVED_RESOURCE_SEGMENTS).toContain(segment)
  expect(reservedCategoryRefusal('newsroom')).toMatch(/page of the site/)
  expect(reservedCategoryRefusal('calendar')).toBeNull()
})
