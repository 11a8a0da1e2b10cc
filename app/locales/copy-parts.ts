/**
 * Parts of common.json that only some pages, or parts of a page loaded on
 * demand, show (decisions 066 and 079). In the browser, the copy every page
 * loads leaves them out, and the module that shows one imports
 * `virtual:copy/<part>`, which adds it to the browser's i18n as it loads. The
 * server's i18n has all of common.json from the start.
 *
 * A key listed nowhere here ships with every page: a new key is never
 * missing, at worst carried where it is not shown. `*` is any key at that
 * level. Kept apart from vite.bundling.ts so a unit test can read it.
 */
export const copyParts = {
  /** The login page and the admin layout; the resource types the public pages show are the server's (decision 160). */
  admin: ['admin', 'resources.types'],
  /** The contact page (its form, cards and map dialog); the footer's phone is the server's (decision 144). */
  contact: [
    'contact.info',
    'contact.meta',
    'contact.hero',
    'contact.form',
    'contact.requestTypes',
    'contact.serviceTypes',
    'contact.thanks',
    'contact.toast',
    'contact.why',
    'contact.event',
    'contact.demo',
    'contact.sent',
  ],
  /** The 404 page's body, loaded with it (decision 139); its title and `backHome` stay shared. */
  'not-found': [
    'notFound.code',
    'notFound.title',
    'notFound.lead',
    'notFound.searchLabel',
    'notFound.searchPlaceholder',
    'notFound.searchSubmit',
    'notFound.destinationsTitle',
    'notFound.destinations',
  ],
  /** The unsubscribe page. */
  unsubscribe: ['unsubscribe'],
  /** A resource's own page: its head; its body is the server's (decision 160). */
  'resource-detail': ['resources.detail.metaTitle'],
  /** The desktop dropdowns' panels and the mobile menu's, loaded on first use (decisions 074, 144). */
  'nav-panels': ['nav.menu'],
  /**
   * The cookie preferences dialog, loaded when opened. The banner's form
   * without JavaScript shows the labels too, from the server only (decision 144).
   */
  'cookie-preferences': ['cookies.modal', 'cookies.reset'],
  /** The subscribe page's own words; the footer's form shows the success and failure ones (decision 139). */
  subscribe: [
    'subscribe.meta',
    'subscribe.title',
    'subscribe.subtitle',
    'subscribe.email',
    'subscribe.firstName',
    'subscribe.lastName',
    'subscribe.company',
    'subscribe.submit',
    'subscribe.submitting',
  ],
  /** The video player's controls (decision 139). */
  video: ['video'],
  /**
   * Words only markup the browser keeps as the server rendered it shows
   * (`<ServerRenderedPart>`, decision 144): the footer's columns and
   * copyright, the cookie banner's text. No browser module imports this part.
   */
  'server-rendered': [
    'footer.description',
    'footer.quickLinks',
    'footer.links',
    'footer.contactTitle',
    'footer.mailboxes',
    'footer.phone',
    'footer.copyright',
    'cookies.banner.title',
    'cookies.banner.text',
    'cookies.banner.short',
    // A resource's page (decision 160); its title in the head is the `resource-detail` part's.
    ...[
      'back',
      'published',
      'category',
      'watchVideo',
      'externalVideo',
      'videoUnsupported',
      'productTour',
      'downloadPdf',
      'eventDetails',
      'date',
      'time',
      'duration',
      'location',
      'addToCalendar',
      'related',
      'register',
      'registerNote',
      'pastEvent',
      'upcomingEvents',
    ].map((key) => `resources.detail.${key}`),
  ],
} as const satisfies Record<string, readonly string[]>

export type CopyPart = keyof typeof copyParts

type Tree = { [key: string]: unknown }
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Splits `tree` by `path` (dot-separated, `*` for any key): what lies at the
 * path's ends, and the rest. Neither shares objects with `tree`.
 */
function split(tree: Tree, path: string[]): { taken: Tree; rest: Tree } {
  const [head, ...tail] = path
  const taken: Tree = {}
  const rest: Tree = { ...tree }
  for (const key of head === '*' ? Object.keys(tree) : [head!]) {
    if (!(key in tree)) continue
    if (tail.length === 0) {
      taken[key] = tree[key]
      delete rest[key]
      continue
    }
    const value = tree[key]
    if (!isTree(value)) continue
    const inner = split(value, tail)
    if (Object.keys(inner.taken).length) taken[key] = inner.taken
    rest[key] = inner.rest
  }
  return { taken, rest }
}

/** The subtrees of `tree` at `paths` (dot-separated, `*` for any key), as one tree. */
export function copyAt(tree: Tree, paths: readonly string[]): Tree {
  return paths.reduce<Tree>(
    (taken, path) => deepMerge(taken, split(tree, path.split('.')).taken),
    {},
  )
}

/** One part of `common`: the subtrees at its paths, as a tree to merge into the rest. */
export function copyPart(common: Tree, part: CopyPart): Tree {
  return copyAt(common, copyParts[part])
}

/** `common` without any part: the copy every page loads in the browser. */
export function copyWithoutParts(common: Tree): Tree {
  return Object.values(copyParts)
    .flat()
    .reduce((tree, path) => split(tree, path.split('.')).rest, common)
}

function deepMerge(into: Tree, from: Tree): Tree {
  const merged: Tree = { ...into }
  for (const [key, value] of Object.entries(from)) {
    const current = merged[key]
    merged[key] = isTree(current) && isTree(value) ? deepMerge(current, value) : value
  }
  return merged
}
