/** Modules made by plugins in vite.bundling.ts. */
declare module 'virtual:common-copy' {
  /** app/locales/en/common.json; in the browser build without its `admin` key. */
  const common: object
  export default common
}

declare module 'virtual:admin-copy' {
  /** The `admin` key of app/locales/en/common.json. */
  export const admin: object
}
