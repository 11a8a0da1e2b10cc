import { expect, test } from 'vitest'
import routes from '~/routes'
import { prefixedLanguages } from '~/languages/codes'
import { SITE_PAGE_PATHS } from './redirects'

const isPrefixedLanguage = (segment: string) => prefixedLanguages.some((code) => code === segment)

interface RouteEntry {
  path?: string
  index?: boolean
  children?: RouteEntry[]
}

/** Every path of app/routes.ts without a parameter or a wildcard. */
function fixedPaths(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    // An optional segment (the language prefix, decision 099) adds no fixed path of its own.
    const fixed = entry.path
      ?.split('/')
      .filter((segment) => !/^:\w+\?$/.test(segment))
      .join('/')
    const path = fixed ? `${parent}/${fixed}` : parent
    const own = entry.index || (fixed && !/[:*]/.test(fixed)) ? [path || '/'] : []
    return [...own, ...fixedPaths(entry.children ?? [], path)]
  })
}

test('the pages a redirect may not start from are exactly the fixed public paths of app/routes.ts', () => {
  const publicPaths = fixedPaths(routes as RouteEntry[]).filter(
    // A language's home page (/fr) is the home page, whose path is already listed.
    (path) => !/^\/(admin|api)(\/|$)/.test(path) && !isPrefixedLanguage(path.slice(1)),
  )
  expect([...new Set(publicPaths)].sort()).toEqual([...SITE_PAGE_PATHS].sort())
})
