/**
 * The content API (public-site §7.3): public reads; writes with a personal
 * API token or an admin session; JSON errors with a `message` (and `errors`
 * by field). Every write of content goes through the one save of the admin
 * forms (`saveItem`, decision 094). One module per concern under `api/`.
 */
export { methodNotAllowed } from './api/http.server'
export { apiGet, apiSchemaOf, apiStores, apiWrite, API_DEFAULT_STATUS } from './api/items.server'
export {
  apiCreatePreviewLink,
  apiPurge,
  apiRestore,
  apiRestoreVersion,
  apiRevokePreviewLink,
  apiTrashList,
  apiVersions,
} from './api/lifecycle.server'
export { apiRedirects } from './api/redirects.server'
export { apiUpload, MAX_UPLOAD_BODY_BYTES } from './api/uploads.server'
export { apiLanguages } from './api/languages.server'
// For the other parts of the API (media library, site copy): one way to answer, read and authenticate.
export { ApiError, json, readJsonBody } from './api/http.server'
export { authenticatedWrite } from './api/auth.server'
export { fieldErrorsOf } from './save.server'
