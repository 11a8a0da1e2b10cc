/**
 * The part of i18next the browser uses, in about 1 kB instead of 16 kB
 * (decision 071). The client build resolves `i18next` to this module
 * (vite.bundling.ts); the server keeps the library. `i18next.test.ts` holds
 * both to the same text for every key of every locale file, so hydration
 * never meets a different word.
 *
 * What it does, as i18next with `escapeValue: false`: `ns:key.path` lookup,
 * `{{value}}` and `{{path.to.value}}` interpolation (a missing value stays as
 * written, null is empty), `_zero`/`_one`/`_other` plural keys chosen by
 * `count`, the key itself for a missing or non-text entry.
 */
type Tree = { [key: string]: unknown }
type Options = { [key: string]: unknown }
export type TFunction = (key: string, options?: Options) => string
interface Module {
  init?(instance: BrowserI18n): void
}

function find(tree: unknown, path: string[]): unknown {
  let node = tree
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Tree)[part]
  }
  return node
}

function interpolate(text: string, values: Options): string {
  return text.replace(/\{\{(.+?)\}\}/g, (written, name: string) => {
    const value = find(values, name.trim().split('.'))
    if (value === undefined) return written
    return value === null ? '' : String(value)
  })
}

function mergeInto(target: Tree, source: Tree, overwrite: boolean) {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key]
    if (current && typeof current === 'object' && value && typeof value === 'object')
      mergeInto(current as Tree, value as Tree, overwrite)
    else if (overwrite || current === undefined) target[key] = value
  }
}

class BrowserI18n {
  language = 'en'
  private defaultNS = 'translation'
  private bundles: Record<string, Tree> = {}
  private plurals = new Intl.PluralRules('en')

  use(module: Module) {
    module.init?.(this)
    return this
  }

  init(options: { lng?: string; defaultNS?: string; resources?: Record<string, Tree> }) {
    this.language = options.lng ?? this.language
    this.plurals = new Intl.PluralRules(this.language)
    this.defaultNS = options.defaultNS ?? this.defaultNS
    for (const [ns, tree] of Object.entries(options.resources?.[this.language] ?? {}))
      this.addResourceBundle(this.language, ns, tree as Tree, true, true)
    return Promise.resolve(this.t)
  }

  hasResourceBundle(_lng: string, ns: string) {
    return ns in this.bundles
  }

  /** Copy in another language than the page's is left out: a page speaks one language (decision 098). */
  addResourceBundle(lng: string, ns: string, tree: Tree, _deep = true, overwrite = false) {
    if (lng !== this.language) return this
    this.bundles[ns] ??= {}
    mergeInto(this.bundles[ns], structuredClone(tree), overwrite)
    return this
  }

  /** The entry at `key` ("ns:a.b" or "a.b" in `ns`), and the key without its namespace. */
  private entry(key: string, ns: string): { value: unknown; bare: string } {
    const colon = key.indexOf(':')
    const bare = colon === -1 ? key : key.slice(colon + 1)
    const bundle = this.bundles[colon === -1 ? ns : key.slice(0, colon)]
    return { value: find(bundle, bare.split('.')), bare }
  }

  exists = (key: string) => this.entry(key, this.defaultNS).value !== undefined

  getFixedT = (_lng: string | null, ns?: string): TFunction => {
    const namespace = ns ?? this.defaultNS
    return (key, options) => {
      const count = options?.count
      const { value: base, bare } = this.entry(key, namespace)
      let value = base
      if (typeof count === 'number') {
        const forms =
          count === 0 ? ['zero', this.plurals.select(count)] : [this.plurals.select(count)]
        for (const form of forms) {
          const plural = this.entry(`${key}_${form}`, namespace).value
          if (typeof plural === 'string' && plural !== '') {
            value = plural
            break
          }
        }
      }
      if (typeof value !== 'string' || value === '') return bare
      return options ? interpolate(value, options) : value
    }
  }

  /** The default namespace's reader (read when called: `init` may set that namespace later). */
  t: TFunction = (key, options) => this.getFixedT(null)(key, options)
}

const i18next = {
  createInstance: () => new BrowserI18n(),
}

export type { BrowserI18n as i18n }
export default i18next
