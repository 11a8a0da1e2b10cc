import { and, asc, inArray } from 'drizzle-orm'
import { publicColumnsOf } from '~/content/collection'
import { testimonialsCollection } from '~/content/testimonials'
import { videosCollection } from '~/content/videos'
import { rememberedUntilContentChanges } from '~/db/content-memo.server'
import { live } from '~/db/live'
import type { Database } from '~/db/client.server'
import { testimonials, videos } from '~/db/schema'
import { caseStudyProof } from '~/proof/proof.server'
import { defaultLanguage, type Language } from '~/languages/languages'
import { regionalOfferFor } from '~/region/offer.server'
import { visitorCountry, type RegionInput } from '~/region/region'

/** The built-in demo video when no video is configured for the home page. */
export const DEFAULT_HOME_VIDEO = {
  videoSrc: '/media/videos/platform-tour.mp4',
  thumbnailSrc: '/media/videos/platform-tour.jpg',
}

/** What the home page shows from the database: the region's offer (in the page's language), testimonials and video. */
export async function homeData(
  db: Database,
  region: RegionInput,
  language: Language = defaultLanguage,
) {
  const [offer, testimonialRows, [video]] = await Promise.all([
    regionalOfferFor(db, region, language),
    // public-site §2: the carousel follows displayOrder ascending.
    db
      .select(publicColumnsOf(testimonialsCollection))
      .from(testimonials)
      .where(live(testimonials))
      .orderBy(...testimonialsCollection.orderBy(testimonials)),
    // The first configured video for the home page (location homepage or both).
    db
      .select(publicColumnsOf(videosCollection))
      .from(videos)
      .where(and(inArray(videos.location, ['homepage', 'both']), live(videos)))
      .orderBy(asc(videos.createdAt), asc(videos.id))
      .limit(1),
  ])
  return { offer, testimonials: testimonialRows, video: video ?? null }
}

const remembered = rememberedUntilContentChanges<
  Awaited<ReturnType<typeof homeData>> & { proof: Awaited<ReturnType<typeof caseStudyProof>> }
>()

/**
 * Everything the home page's loader reads, per visitor country and page language, remembered until
 * the content changes (decision 140): an uncached render reads the content
 * counter instead of six rows' worth of queries.
 */
export function homePageData(
  db: Database,
  region: RegionInput,
  language: Language = defaultLanguage,
) {
  return remembered(db, `${language}:${visitorCountry(region) ?? ''}`, async () => {
    const [data, proof] = await Promise.all([homeData(db, region, language), caseStudyProof(db)])
    return { ...data, proof }
  })
}
