import { db } from '~/db/db.server'
import { eventCalendar } from '~/resources/calendar'
import { findResourceById } from '~/resources/library.server'
import { getEnv } from '~/utils/env.server'
import { logNotFound } from '~/utils/http.server'
import type { Route } from './+types/resource-calendar'

/** GET /calendar/{id}.ics: the event's 'Add to calendar' file. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = params.file.replace(/\.ics$/, '')
  const resource = params.file.endsWith('.ics') ? await findResourceById(db(), id) : undefined
  if (
    !resource ||
    resource.type !== 'event' ||
    !resource.startDate ||
    !resource.startTime ||
    !resource.timeZone
  ) {
    logNotFound(request)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  }
  const body = eventCalendar({
    id: resource.id,
    title: resource.title,
    description: resource.description,
    url: `${getEnv().publicOrigin}${resource.link}`,
    location: resource.location,
    startDate: resource.startDate,
    startTime: resource.startTime,
    timeZone: resource.timeZone,
    duration: resource.duration,
    updatedAt: resource.updatedAt,
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${
        resource.link
          .split('/')
          .at(-1)
          ?.replace(/[^\w.-]/g, '') || 'event'
      }.ics"`,
      'Cache-Control': 'no-cache',
    },
  })
}
