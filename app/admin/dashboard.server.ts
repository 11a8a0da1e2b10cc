import { and, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { categories, resources, type ResourceType } from '~/db/schema'

const countOf = sql<number>`count(*)::int`

/**
 * The dashboard's count cards (back-office §2 "Dashboard"). `today` is the
 * calendar date from which an event counts as upcoming.
 */
export async function dashboardCounts(db: Database, today: string) {
  const byType = await db
    .select({ type: resources.type, n: countOf })
    .from(resources)
    .groupBy(resources.type)
  const of = (...types: ResourceType[]) =>
    byType.filter((row) => types.includes(row.type)).reduce((sum, row) => sum + row.n, 0)
  const [upcoming] = await db
    .select({ n: countOf })
    .from(resources)
    .where(and(eq(resources.type, 'event'), gte(resources.startDate, today)))
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
