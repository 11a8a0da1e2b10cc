import { and, eq, sql } from 'drizzle-orm'
import { eventTimeCondition } from '~/resources/library-listing.server'
import type { Database } from '~/db/client.server'
import { categories, resources, type ResourceType } from '~/db/schema'

const countOf = sql<number>`count(*)::int`

/**
 * The dashboard's count cards: resources of each type, and upcoming events by
 * the public library's rule (dated today or later in the event's own zone).
 */
export async function dashboardCounts(db: Database, now: Date = new Date()) {
  const byType = await db
    .select({ type: resources.type, n: countOf })
    .from(resources)
    .groupBy(resources.type)
  const of = (...types: ResourceType[]) =>
    byType.filter((row) => types.includes(row.type)).reduce((sum, row) => sum + row.n, 0)
  const [upcoming] = await db
    .select({ n: countOf })
    .from(resources)
    .where(and(eq(resources.type, 'event'), await eventTimeCondition(db, 'upcoming', now)))
  const [categoryCount] = await db.select({ n: countOf }).from(categories)
  return {
    caseStudies: of('case-study'),
    whitePapers: of('white-paper'),
    webinars: of('webinar'),
    upcomingEvents: upcoming?.n ?? 0,
    newsroom: of('press-release', 'news-article'),
    complianceDocs: of('compliance-doc'),
    categories: categoryCount?.n ?? 0,
  }
}
