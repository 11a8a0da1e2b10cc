/**
 * How many bytes of request body each kind of route may receive. The server
 * (server/router-handler.ts) enforces these while the body streams in, before
 * any route code runs, and answers 413 without reading or echoing the rest.
 */
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from '~/uploads/uploads.server'

/** Public forms, the login form, the consent form, admin forms without files. */
export const FORM_BODY_BYTES = 64 * 1024
/** JSON API writes of the collections. */
export const API_BODY_BYTES = 64 * 1024
/** JSON API writes of resources: rich text as long as the form allows. */
export const RESOURCE_API_BODY_BYTES = 2 * 1024 * 1024
/** Room for the other fields and multipart framing beside the largest file. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024
export const PDF_FORM_BODY_BYTES = MAX_PDF_BYTES + MULTIPART_OVERHEAD_BYTES
export const IMAGE_FORM_BODY_BYTES = MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES
/**
 * A file a little over its limit reaches its form, which says so in its own
 * words beside the field ("The PDF must be at most 20 MB.") and keeps the
 * rest of what was typed; the server's cap, twice the limit, stops anything
 * larger (or undeclared and endless) unread.
 */
const FILE_ROUTE_CAP = 2

const rules: Array<{ pattern: RegExp; bytes: number; takesFiles?: true }> = [
  // Forms and API routes that take files: a PDF (resources), an image (logos, avatars).
  {
    pattern: /^\/admin\/resources\/(new|edit\/[^/]+)(\.data)?$/i,
    bytes: FILE_ROUTE_CAP * PDF_FORM_BODY_BYTES,
    takesFiles: true,
  },
  {
    pattern: /^\/api\/uploads\/?$/i,
    bytes: FILE_ROUTE_CAP * PDF_FORM_BODY_BYTES,
    takesFiles: true,
  },
  // A library image's new file (decision 123).
  {
    pattern: /^\/admin\/media\/[^/]+\/replace(\.data)?$/i,
    bytes: FILE_ROUTE_CAP * IMAGE_FORM_BODY_BYTES,
    takesFiles: true,
  },
  {
    pattern: /^\/admin\/[^/]+\/(new|edit\/[^/]+)(\.data)?$/i,
    bytes: FILE_ROUTE_CAP * IMAGE_FORM_BODY_BYTES,
    takesFiles: true,
  },
  { pattern: /^\/api\/resources(\/|$)/i, bytes: RESOURCE_API_BODY_BYTES },
  { pattern: /^\/api\//i, bytes: API_BODY_BYTES },
]

/**
 * The body limit of a request path (as sent, before any decoding), and
 * whether its bodies carry files (they count against the caller's upload
 * budget, app/auth/write-limits.server.ts).
 */
export function bodyRuleFor(path: string): { bytes: number; takesFiles: boolean } {
  const rule = rules.find((candidate) => candidate.pattern.test(path))
  return { bytes: rule?.bytes ?? FORM_BODY_BYTES, takesFiles: rule?.takesFiles ?? false }
}

export const bodyLimitFor = (path: string): number => bodyRuleFor(path).bytes
