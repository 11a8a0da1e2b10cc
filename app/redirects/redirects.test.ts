import { expect, test } from 'vitest'
import routes from '~/routes'
import { SITE_PAGE_PATHS } from './redirects'

interface RouteEntry {
  path?: string
  index?: boolean
  children?: RouteEntry[]
}

/** Every path of app/routes.ts without a parameter or a wildcard. */
function fixedPaths(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    // An optional segment (the language prefix, decision 099) adds no fixed path of its own.
    const path = entry.path && !/^:\w+\?$/.test(entry.path) ? `${parent}/${entry.path}` : parent
    const own = entry.index || (entry.path && !/[:*]/.test(entry.path)) ? [path || '/'] : []
    return [...own, ...fixedPaths(entry.children ?? [], path)]
  })
}

test('the pages a redirect may not start from are exactly the fixed public paths of app/routes.ts', () => {
  const publicPaths = fixedPaths(routes as RouteEntry[]).filter(
    (path) => !/^\/(admin|api)(\/|$)/.test(path),
  )
  expect([...new Set(publicPaths)].sort()).toEqual([...SITE_PAGE_PATHS].sort())
})
