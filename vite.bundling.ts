/**
 * How the client bundle is cut (decision 066): two chunk groups, and the back
 * office's copy as a module of its own.
 *
 * Chunk groups: a module goes into the `shell` chunk when the root route
 * imports it (statically, at any depth), and into `public-shell` when the
 * public layout does. Every page loads the first, every public page the
 * second, so a public page gets nothing it would not have had, in two requests
 * instead of some thirty (an icon, a Radix primitive, a small helper each).
 * Back-office pages that share a module with the public layout (a button, an
 * icon) load all of `public-shell`: they are not measured by Lighthouse, and
 * staff come back with it cached. Lazily imported modules (`import()`) stay out.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'
import { browserCopy } from './app/locales/browser-copy.ts'
import {
  copyAt,
  copyPart,
  copyParts,
  copyWithoutParts,
  type CopyPart,
} from './app/locales/copy-parts.ts'
import { languages } from './app/languages/codes.ts'
import routes from './app/routes.ts'

type ModuleInfo = { importedIds: readonly string[] } | null
type Context = { getModuleInfo(id: string): ModuleInfo }

const appDir = path.resolve(import.meta.dirname, 'app')

/** A chunk group (its `name` function) of every module `routeFile` imports, at any depth. */
function groupByStaticImports(name: string, routeFile: string) {
  let members: Set<string> | undefined
  return (moduleId: string, ctx: Context): string | null => {
    members ??= staticImportsOf(inApp(routeFile), ctx)
    return members.has(moduleId) ? name : null
  }
}

const inApp = (file: string) => path.join(appDir, file)

/** Every module `entry` imports statically, at any depth (not `entry` itself). */
function staticImportsOf(entry: string, ctx: Context): Set<string> {
  const seen = new Set<string>()
  const queue = [entry]
  while (queue.length) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    if (id !== entry) seen.add(id)
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (imported.endsWith(LUCIDE_BARREL)) queue.push(...iconsImportedBy(id, imported))
      else queue.push(imported)
    }
  }
  return seen
}

/**
 * lucide-react's index re-exports every icon, the back office's too: walking
 * through it would put them all in the chunk. Instead, the icons this module
 * names in its `import { … } from 'lucide-react'`, as their own files.
 */
const LUCIDE_BARREL = 'lucide-react/dist/esm/lucide-react.mjs'
function iconsImportedBy(moduleId: string, barrelId: string): string[] {
  const source = fs.readFileSync(moduleId.split('?')[0]!, 'utf8')
  const names = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)]
    .flatMap((match) => match[1]!.split(','))
    .map((name) =>
      name
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim(),
    )
    .filter(Boolean)
  // Names that are no icon (the LucideIcon type, helpers) are skipped: at
  // worst an icon missed here keeps a chunk of its own.
  return names.flatMap((name) => {
    const file = iconFiles(barrelId).get(name)
    return file ? [path.join(path.dirname(barrelId), file)] : []
  })
}

let iconFileByName: Map<string, string> | undefined
function iconFiles(barrelId: string) {
  iconFileByName ??= new Map(
    [
      ...fs
        .readFileSync(barrelId, 'utf8')
        .matchAll(/export \{ (.*) \} from '(\.\/icons\/.*\.mjs)'/g),
    ].flatMap(([, names, file]) =>
      names!.split(', ').map((entry) => [entry.split(' as ')[1]!, file!] as const),
    ),
  )
  return iconFileByName
}

const publicLayout = routes.find((route) => route.file === 'routes/public-layout.tsx')!

export const shellChunks = {
  root: groupByStaticImports('shell', 'root.tsx'),
  publicLayout: groupByStaticImports('public-shell', publicLayout.file),
}

/**
 * The words as modules of their own (a module is never split, so
 * common.json itself would put every word of it in the shell chunk):
 * - `virtual:common-copy`: what i18n.ts registers, in English. On the server
 *   all of it; in the browser all but the parts listed in
 *   app/locales/copy-parts.ts.
 * - `virtual:copy/<part>`: in the browser, adds that part to i18n as it loads;
 *   imported by the modules that show it. On a page in another language, it
 *   first fetches that language's words of the part, so the module showing
 *   them waits for them (a top-level await; decision 161). On the server,
 *   nothing: it has all.
 * - `virtual:language-copy/<language>`: in the browser, that language's
 *   common words without the parts, the loaders of its parts
 *   (`virtual:language-copy/<language>/<part>`) and of its page namespaces'
 *   files; `virtual:language-copy` maps each language to it
 *   (app/languages/page-copy.ts).
 * - `virtual:page-copy/<namespace>`: registers a page's words, imported by
 *   its module: on the server the whole file, in the browser the paths
 *   app/locales/browser-copy.ts lists (decision 162). Another language's
 *   words of the namespace, at the same paths, are
 *   `virtual:language-copy/<language>/page/<namespace>`.
 */
export function copyModules(): Plugin {
  const fileOf = (language: string) => inApp(`locales/${language}/common.json`)
  const otherLanguages = languages.filter(
    (language) => language !== 'en' && fs.existsSync(fileOf(language)),
  )
  const common = '\0virtual:common-copy'
  const partPrefix = '\0virtual:copy/'
  const languageCopy = '\0virtual:language-copy'
  const read = (language: string) => JSON.parse(fs.readFileSync(fileOf(language), 'utf8'))
  const pageCopy = '\0virtual:page-copy/'
  const pageNamespaces = (language: string) =>
    fs
      .readdirSync(inApp(`locales/${language}`))
      .filter((file) => file.endsWith('.json') && file !== 'common.json')
      .map((file) => path.basename(file, '.json'))
  const pageWords = (language: string, namespace: string) => {
    const copy = JSON.parse(fs.readFileSync(inApp(`locales/${language}/${namespace}.json`), 'utf8'))
    const paths = browserCopy[namespace]
    return paths ? copyAt(copy, paths) : copy
  }
  const words = (language: string, part: string) =>
    part === 'common'
      ? copyWithoutParts(read(language))
      : copyPart(read(language), part as CopyPart)
  return {
    name: 'alakin:common-copy',
    resolveId(source) {
      if (
        source === 'virtual:common-copy' ||
        source.startsWith('virtual:language-copy') ||
        source.startsWith('virtual:page-copy/')
      )
        return `\0${source}`
      if (!source.startsWith('virtual:copy/')) return null
      const part = source.slice('virtual:copy/'.length)
      if (!(part in copyParts)) this.error(`${source}: no such part in app/locales/copy-parts.ts`)
      return `\0${source}`
    },
    load(id, options) {
      if (id.startsWith(pageCopy)) {
        const namespace = id.slice(pageCopy.length)
        const file = inApp(`locales/en/${namespace}.json`)
        if (!fs.existsSync(file)) this.error(`virtual:page-copy/${namespace}: no ${file}`)
        return [
          `import { registerCopy } from ${JSON.stringify(inApp('i18n.ts'))}`,
          options?.ssr
            ? `import copy from ${JSON.stringify(file)}`
            : `const copy = ${JSON.stringify(pageWords('en', namespace))}`,
          `registerCopy('${namespace}', copy)`,
        ].join('\n')
      }
      if (id !== common && !id.startsWith(partPrefix) && !id.startsWith(languageCopy)) return null
      for (const language of ['en', ...otherLanguages]) this.addWatchFile(fileOf(language))
      if (id === common) {
        const copy = read('en')
        return `export default ${JSON.stringify(options?.ssr ? copy : copyWithoutParts(copy))}`
      }
      if (options?.ssr) return 'export default {}'
      if (id === languageCopy) {
        const loaders = otherLanguages.map(
          (language) => `${language}: () => import('virtual:language-copy/${language}')`,
        )
        return `export default { ${loaders.join(', ')} }`
      }
      if (id.startsWith(languageCopy)) {
        // `<language>`, `<language>/<part>` or `<language>/page/<namespace>`
        const [language = '', part, namespace] = id.slice(`${languageCopy}/`.length).split('/')
        if (namespace) return `export default ${JSON.stringify(pageWords(language, namespace))}`
        if (part) return `export default ${JSON.stringify(words(language, part))}`
        const parts = Object.keys(copyParts).map(
          (name) => `'${name}': () => import('virtual:language-copy/${language}/${name}')`,
        )
        const pageFiles = pageNamespaces(language).map(
          (namespace) =>
            `'${namespace}': () => import('virtual:language-copy/${language}/page/${namespace}')`,
        )
        return [
          `export const common = ${JSON.stringify(words(language, 'common'))}`,
          `export const parts = { ${parts.join(', ')} }`,
          `export const namespaces = { ${pageFiles.join(', ')} }`,
        ].join('\n')
      }
      const part = id.slice(partPrefix.length)
      return [
        `import { i18n } from ${JSON.stringify(inApp('i18n.ts'))}`,
        `import { addCopyPart } from ${JSON.stringify(inApp('languages/page-copy.ts'))}`,
        `i18n.addResourceBundle('en', 'common', ${JSON.stringify(words('en', part))}, true, false)`,
        `await addCopyPart('${part}')`,
      ].join('\n')
    },
  }
}

/**
 * In the browser build, `i18next` and `react-i18next` are the few lines of
 * them the pages use (app/i18n-browser, decision 071): 15 kB less on every
 * page. The server render keeps the libraries.
 */
export function browserI18next(): Plugin {
  const browserModules: Record<string, string> = {
    i18next: inApp('i18n-browser/i18next.ts'),
    'react-i18next': inApp('i18n-browser/react-i18next.tsx'),
  }
  return {
    name: 'alakin:browser-i18next',
    enforce: 'pre',
    resolveId: (source, _importer, options) =>
      options?.ssr ? null : (browserModules[source] ?? null),
  }
}

/**
 * lucide-react's icons are made by app/lucide-icons' factory (decision 139):
 * the same `<svg>` without the library's context and helpers, about 1 kB less
 * on every page. The server build uses it too (decision 153): its
 * shapes are made once per icon, where the library builds every icon's
 * attributes and children again on each render (2.6 % of an uncached render).
 */
export function lucideFactory(): Plugin {
  const factory = inApp('lucide-icons/create-lucide-icon.ts')
  return {
    name: 'alakin:lucide-factory',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source.endsWith('/createLucideIcon.mjs') && /[\\/]lucide-react[\\/]/.test(importer ?? '')
        ? factory
        : null,
  }
}

/**
 * Rolldown's `moduleSideEffects`: the modules of app/components have none
 * (they define components and constants); for the others, rolldown's own
 * judgement and their packages' `sideEffects` fields.
 */
export const componentsAreSideEffectFree = (id: string) =>
  /[\\/]app[\\/]components[\\/]/.test(id) ? false : undefined

/**
 * The modules every form page uses, whichever form it shows: conform (the
 * zod adapter aside, which is fetched on demand) and our field components.
 */
export const formsChunk =
  /node_modules[\\/]@conform-to[\\/](react|dom)[\\/]|app[\\/](components[\\/]ui[\\/](input-)?field\.tsx|utils[\\/](use-form-on-demand|kept-as-typed)\.ts)/

/**
 * conform's zod adapter builds its coercion with four functions of classic
 * zod (`lazy`, `optional`, `pipe`, `transform`), and importing any of them
 * brings all of classic zod: 24 kB gzipped on the form pages. zod/mini has
 * the same four on the same core, and the forms' schemas are written with it,
 * so in the browser build the adapter gets zod/mini (decision 078).
 */
export function conformWithZodMini(): Plugin {
  return {
    name: 'alakin:conform-zod-mini',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr || source !== 'zod/v4' || !importer?.includes('@conform-to/zod')) return null
      return this.resolve('zod/mini', importer, { skipSelf: true })
    },
  }
}

/**
 * Next to each script and stylesheet of the browser build, its brotli form at
 * the highest quality (decision 073): served as is to browsers that accept it,
 * 14 % smaller than what the server's on-the-fly compression makes, and no
 * compression work per request. Other clients get the on-the-fly gzip. Done
 * when the server build closes, the last one: React Router writes the route
 * manifest's script into the browser's assets during it.
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'alakin:precompressed-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    closeBundle() {
      const assets = path.resolve(this.environment.config.root, 'build/client/assets')
      for (const fileName of fs.readdirSync(assets)) {
        if (!/\.(js|css)$/.test(fileName)) continue
        const file = path.join(assets, fileName)
        const brotli = zlib.brotliCompressSync(fs.readFileSync(file), {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        })
        fs.writeFileSync(`${file}.br`, brotli)
      }
    },
  }
}
