/** What a resource's public page shows (its own page, and a preview link's). */
import { eventIsPast } from '~/contact/contact-event.server'
import { db } from '~/db/db.server'
import { picturesFor } from '~/media/pictures.server'
import { defaultLanguage, type Language } from '~/languages/languages'
import { withLibraryPictures } from '~/media/rich-text-pictures.server'
import { getEnv } from '~/utils/env.server'
import { sanitizeRichText } from '~/utils/sanitize-html.server'
import { inlineCover } from './inline-cover.server'
import { relatedResources, type LibraryResource } from './library.server'
import { resourceStructuredData } from './structured-data'
import { liveTranslation } from './translations.server'

/**
 * A resource's page in `language`: its live translation's title, description
 * and content, else the English source's, marked as English (decision 129).
 */
export async function resourcePageData(
  source: LibraryResource,
  language: Language = defaultLanguage,
) {
  const origin = getEnv().publicOrigin
  const translation = await liveTranslation(db(), source.id, language)
  const resource: LibraryResource = translation
    ? {
        ...source,
        title: translation.title,
        description: translation.description,
        content: translation.content,
      }
    : source
  const contentLanguage = translation ? language : defaultLanguage
  const cover = (await picturesFor(db(), [resource.imageSrc])).get(resource.imageSrc ?? '') ?? null
  return {
    // The generated cover at phone width, in the page itself (an event's own image is not).
    coverForPhones: resource.imageSrc
      ? null
      : inlineCover(resource.type, resource.category?.slug ?? null),
    // A library image chosen as the cover, with its alt text (decision 109).
    cover,
    resource: {
      id: resource.id,
      title: resource.title,
      type: resource.type,
      description: resource.description,
      contentLanguage,
      category: resource.category,
      publishedDate: resource.publishedDate.toISOString(),
      // Stored sanitised by the resource manager; sanitised again, whatever wrote it;
      // its library images then become responsive pictures.
      contentHtml: await withLibraryPictures(db(), sanitizeRichText(resource.content ?? '')),
      videoUrl: resource.videoUrl,
      pdfUrl: resource.pdfUrl,
      ctaType: resource.ctaType,
      ctaText: resource.ctaText,
      externalUrl: resource.externalUrl,
      event:
        resource.type === 'event' && resource.startDate && resource.startTime && resource.timeZone
          ? {
              startDate: resource.startDate,
              endDate: resource.endDate,
              startTime: resource.startTime,
              timeZone: resource.timeZone,
              duration: resource.duration,
              location: resource.location,
              imageSrc: resource.imageSrc,
              // Decided in the event's own zone; a cached page is re-rendered within a minute.
              past: eventIsPast({
                startDate: resource.startDate,
                endDate: resource.endDate,
                timeZone: resource.timeZone,
              }),
            }
          : null,
    },
    related: await relatedResources(db(), resource),
    structuredData: { ...resourceStructuredData(resource, origin), inLanguage: contentLanguage },
  }
}
