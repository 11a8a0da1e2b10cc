/** The resource library's structure (public-site §2), shared by the server and the pages. */
import type { ResourceType } from '~/db/schema'

/** The five listings, by their path segment, and the resource types each shows. */
export const listings = {
  events: ['event'],
  newsroom: ['press-release', 'news-article'],
  'case-studies': ['case-study'],
  'white-papers': ['white-paper'],
  webinars: ['webinar'],
} as const satisfies Record<string, readonly ResourceType[]>
export type ListingSlug = keyof typeof listings
export const listingSlugs = Object.keys(listings) as ListingSlug[]

/** A listing's copy keys in the library namespace (camelCase). */
export const listingKey: Record<ListingSlug, string> = {
  events: 'events',
  newsroom: 'newsroom',
  'case-studies': 'caseStudies',
  'white-papers': 'whitePapers',
  webinars: 'webinars',
}

/** The sections of /resources, in page order, with the listing each one's 'view all' opens. */
export const librarySections = [
  { id: 'upcoming-events', listing: 'events' },
  { id: 'newsroom', listing: 'newsroom' },
  { id: 'case-studies', listing: 'case-studies' },
  { id: 'white-papers', listing: 'white-papers' },
  { id: 'webinars', listing: 'webinars' },
] as const satisfies ReadonlyArray<{ id: string; listing: ListingSlug }>

/** The newsroom's feed. */
export const NEWSROOM_FEED_PATH = '/resources/newsroom/feed.xml'
