/** Modules made by plugins in vite.bundling.ts. */
declare module 'virtual:common-copy' {
  /** app/locales/en/common.json; in the browser build without the parts of app/locales/copy-parts.ts. */
  const common: object
  export default common
}

/** Adds one part of common.json (app/locales/copy-parts.ts) to the browser's copy; nothing on the server. */
declare module 'virtual:copy/*' {}

/** Each language but English: its words in the browser (decision 161, vite.bundling.ts). */
declare module 'virtual:language-copy' {
  interface LanguageCopy {
    /** common.json without the parts of app/locales/copy-parts.ts */
    common: object
    parts: Partial<Record<string, () => Promise<{ default: object }>>>
    /** Each page namespace's file (app/locales/<language>/<namespace>.json) */
    namespaces: Partial<Record<string, () => Promise<{ default: object }>>>
  }
  const loaders: Partial<Record<string, () => Promise<LanguageCopy>>>
  export default loaders
}

/** Registers a page namespace's words: on the server all, in the browser those app/locales/browser-copy.ts lists (decision 162). */
declare module 'virtual:page-copy/*' {}
