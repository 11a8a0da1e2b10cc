import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { live } from '~/db/live'
import { eventTimeCondition } from '~/resources/library-listing.server'
import type { Database } from '~/db/client.server'
import { categories, resources, type ResourceType } from '~/db/schema'

const countOf = sql<number>`count(*)::int`

/**
 * The dashboard's count cards: live resources of each type (not in the trash,
 * not drafts, not scheduled for later), and upcoming events by the public
 * library's rule (dated today or later in the event's own zone). Drafts and
 * scheduled resources are counted apart (`pending`).
 */
export async function dashboardCounts(db: Database, now: Date = new Date()) {
  const byType = await db
    .select({ type: resources.type, n: countOf })
    .from(resources)
    .where(live(resources))
    .groupBy(resources.type)
  const of = (...types: ResourceType[]) =>
    byType.filter((row) => types.includes(row.type)).reduce((sum, row) => sum + row.n, 0)
  const [upcoming] = await db
    .select({ n: countOf })
    .from(resources)
    .where(
      and(
        live(resources),
        eq(resources.type, 'event'),
        await eventTimeCondition(db, 'upcoming', now),
      ),
    )
  const [categoryCount] = await db.select({ n: countOf }).from(categories).where(live(categories))
  const [drafts] = await db
    .select({ n: countOf })
    .from(resources)
    .where(and(isNull(resources.deletedAt), eq(resources.status, 'draft')))
  const [scheduled] = await db
    .select({ n: countOf })
    .from(resources)
    .where(
      and(
        isNull(resources.deletedAt),
        eq(resources.status, 'scheduled'),
        gt(resources.publishAt, sql`now()`),
      ),
    )
  return {
    caseStudies: of('case-study'),
    whitePapers: of('white-paper'),
    webinars: of('webinar'),
    upcomingEvents: upcoming?.n ?? 0,
    newsroom: of('press-release', 'news-article'),
    complianceDocs: of('compliance-doc'),
    categories: categoryCount?.n ?? 0,
    // Not yet on the site: shown apart from the cards.
    pending: { drafts: drafts?.n ?? 0, scheduled: scheduled?.n ?? 0 },
  }
}
