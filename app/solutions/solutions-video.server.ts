import { and, asc, inArray } from 'drizzle-orm'
import { live } from '~/db/live'
import type { Queryable } from '~/db/client.server'
import { videos } from '~/db/schema'

/** What the solutions video block needs of a video (public-site §2 Solutions). */
export interface SolutionsVideo {
  src: string
  poster: string | null
  captions?: string | null
  title: string
  description: string
}

/**
 * The built-in default demo video (public-site §4 "built-in defaults"): the
 * platform tour rendered by `npm run media` (media/), shown when no video is
 * configured for the solutions page. See docs/decisions/024.
 */
export const DEFAULT_DEMO_VIDEO: SolutionsVideo = {
  src: '/media/videos/platform-tour.mp4',
  poster: '/media/videos/platform-tour.jpg',
  title: 'Alakin Platform Tour',
  description:
    'A heart-failure monitoring pathway built without code in 34 seconds: a daily questionnaire, a risk score, a branch to a teleconsultation or an education module, then published.',
}

/**
 * The first configured video whose location is `solutions` or `both`, else
 * the default demo video. "First" is the earliest added (createdAt, then id
 * for videos added in the same instant).
 */
export async function solutionsVideo(db: Queryable): Promise<SolutionsVideo> {
  const [video] = await db
    .select({
      src: videos.videoSrc,
      poster: videos.thumbnailSrc,
      captions: videos.captionsSrc,
      title: videos.title,
      description: videos.description,
    })
    .from(videos)
    .where(and(inArray(videos.location, ['solutions', 'both']), live(videos)))
    .orderBy(asc(videos.createdAt), asc(videos.id))
    .limit(1)
  return video ?? DEFAULT_DEMO_VIDEO
}
