import { data } from 'react-router'
import { redactUrl } from './log-redaction.server'
import { logger } from './logger.server'

/** Logs the path nobody could find (a revoked preview link's token hidden). */
export function logNotFound(request: Request): void {
  logger.warn({ path: redactUrl(new URL(request.url).pathname) }, 'page not found')
}

/** Logs the path nobody could find and answers with the 404 page (status 404). */
export function notFound(request: Request): never {
  logNotFound(request)
  throw data(null, { status: 404 })
}

/**
 * No form of ours has a field name near this long. A longer one is dropped:
 * the form parser turns `a.b.c…` or `a[0][0]…` into nested objects, and
 * thousands of levels would overflow its stack.
 */
export const MAX_FIELD_NAME_LENGTH = 200

/** The request's form fields; a body that is not a form is a 400, never a 500. */
export async function readFormData(request: Request): Promise<FormData> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw data({ message: 'The request body is not a form.' }, { status: 400 })
  }
  const clean = new FormData()
  for (const [name, value] of form) {
    if (name.length > MAX_FIELD_NAME_LENGTH) continue
    clean.append(withoutNulBytes(name), typeof value === 'string' ? withoutNulBytes(value) : value)
  }
  return clean
}

/**
 * PostgreSQL text cannot hold U+0000 (the insert fails), and no visitor means
 * to type it: it is dropped wherever input enters (forms and the JSON API).
 */
export const withoutNulBytes = (text: string) => text.replaceAll('\u0000', '')
