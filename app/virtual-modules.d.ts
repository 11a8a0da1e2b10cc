/** Modules made by plugins in vite.bundling.ts. */
declare module 'virtual:admin-copy' {
  /** The `admin` key of app/locales/en/common.json. */
  export const admin: object
}
