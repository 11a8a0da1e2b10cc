/**
 * The i18n instance a page renders with (decision 103). Without overrides it is
 * the shared one of app/i18n.ts. With overrides (the root loader's `copy`: the
 * published ones, or a preview link's drafts), the server renders with an
 * instance that has them (copy-i18n.server.ts), and the browser sets the same
 * texts into its own instance before hydrating: both show the same words.
 */
import { useRouteLoaderData } from 'react-router'
import { i18n } from '~/i18n'

/** What the root loader sends when a page has overrides; nothing otherwise. */
export interface PageCopy {
  /** Names the set: `published:<language>:<version>` or `draft:…` (a preview). */
  id: string
  /** `namespace:section.element` → text */
  overrides: Record<string, string>
}
type Instance = typeof i18n

let serverInstance: ((copy: PageCopy) => Instance) | undefined
/** Called once by the server entry: how the server gets an instance with overrides. */
export function provideServerCopyInstances(factory: (copy: PageCopy) => Instance) {
  serverInstance = factory
}

/** Sets `overrides` into `instance` (in its current language). */
export function applyOverrides(instance: Instance, overrides: Record<string, string>) {
  for (const [key, value] of Object.entries(overrides)) {
    const colon = key.indexOf(':')
    const tree = key
      .slice(colon + 1)
      .split('.')
      .reduceRight<object>((inner, part) => ({ [part]: inner }), value as never)
    instance.addResourceBundle(instance.language, key.slice(0, colon), tree, true, true)
  }
}

let applied: string | undefined

/** The instance for a page with overrides: the server's own, or the browser's with them set once. */
function instanceFor(copy: PageCopy): Instance {
  if (serverInstance) return serverInstance(copy)
  if (applied !== copy.id) {
    applyOverrides(i18n, copy.overrides)
    applied = copy.id
  }
  return i18n
}

export function useCopyI18n(): Instance {
  const copy = (useRouteLoaderData('root') as { copy?: PageCopy } | undefined)?.copy
  return copy ? instanceFor(copy) : i18n
}
