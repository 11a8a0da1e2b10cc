/** Modules made by plugins in vite.bundling.ts. */
declare module 'virtual:common-copy' {
  /** app/locales/en/common.json; in the browser build without the parts of app/locales/copy-parts.ts. */
  const common: object
  export default common
}

/** Adds one part of common.json (app/locales/copy-parts.ts) to the browser's copy; nothing on the server. */
declare module 'virtual:copy/*' {}

/** Each language but English: the loader of its common words in the browser (decision 161). */
declare module 'virtual:language-copy' {
  const loaders: Partial<Record<string, () => Promise<{ default: object }>>>
  export default loaders
}
