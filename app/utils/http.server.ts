import { data } from 'react-router'
import { logger } from './logger.server'

/** Logs the path nobody could find. */
export function logNotFound(request: Request): void {
  logger.warn({ path: new URL(request.url).pathname }, 'page not found')
}

/** Logs the path nobody could find and answers with the 404 page (status 404). */
export function notFound(request: Request): never {
  logNotFound(request)
  throw data(null, { status: 404 })
}

/** The request's form fields; a body that is not a form is a 400, never a 500. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw data({ message: 'The request body is not a form.' }, { status: 400 })
  }
}
