import { data } from 'react-router'
import { logger } from './logger.server'

/** Logs the path nobody could find and answers with the 404 page (status 404). */
export function notFound(request: Request): never {
  logger.warn({ path: new URL(request.url).pathname }, 'page not found')
  throw data(null, { status: 404 })
}
