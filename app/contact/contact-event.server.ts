import { and, eq } from 'drizzle-orm'
import { live } from '~/db/live'
import type { Queryable } from '~/db/client.server'
import { resources } from '~/db/schema'
import { defaultLanguage, type Language } from '~/languages/languages'
import { eventDateLabel } from '~/resources/event-dates'
import { todayIn } from '~/resources/library-listing.server'

/** Whether an event is over: its last day (the end date, else the start) is before today in its zone. */
export function eventIsPast(
  event: { startDate: string; endDate: string | null; timeZone: string | null },
  now: Date = new Date(),
) {
  return (event.endDate ?? event.startDate) < todayIn(event.timeZone, now)
}

/**
 * The event a registration request is about (`/contact?event={id}`): only an
 * event resource that is not over yet; anything else is ignored.
 */
export async function registrableEvent(
  db: Queryable,
  id: string | null,
  language: Language = defaultLanguage,
) {
  if (!id || id.length > 100) return null
  const [event] = await db
    .select({
      title: resources.title,
      startDate: resources.startDate,
      endDate: resources.endDate,
      timeZone: resources.timeZone,
    })
    .from(resources)
    .where(and(eq(resources.id, id), eq(resources.type, 'event'), live(resources)))
    .limit(1)
  if (!event?.startDate) return null
  const dated = { ...event, startDate: event.startDate }
  if (eventIsPast(dated)) return null
  return { title: event.title, date: eventDateLabel(event.startDate, language) }
}
