import type { LibraryResource } from './library.server'
import { organization } from '~/utils/organization'
import { zonedTimeToUtc } from './calendar'

/** schema.org data of a resource page: an Event, a NewsArticle or an Article. */
export function resourceStructuredData(resource: LibraryResource, origin: string) {
  const url = `${origin}${resource.link}`
  if (resource.type === 'event' && resource.startDate && resource.startTime && resource.timeZone) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: resource.title,
      description: resource.description,
      url,
      startDate: zonedTimeToUtc(
        resource.startDate,
        resource.startTime,
        resource.timeZone,
      ).toISOString(),
      ...(resource.location
        ? { location: { '@type': 'Place', name: resource.location, address: resource.location } }
        : {}),
      organizer: organization(origin),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    }
  }
  return {
    '@context': 'https://schema.org',
    '@type':
      resource.type === 'press-release' || resource.type === 'news-article'
        ? 'NewsArticle'
        : 'Article',
    headline: resource.title,
    description: resource.description,
    url,
    datePublished: resource.publishedDate.toISOString(),
    dateModified: resource.updatedAt.toISOString(),
    publisher: organization(origin),
    author: organization(origin),
  }
}
