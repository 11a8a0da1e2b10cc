/**
 * What the dashboard shows first (issue 38): what waits on an editor. New
 * contact and demo requests of the last week (decision 112), mail not sent
 * (failed, or kept because no SMTP server is configured), and content not yet
 * on the site (drafts, scheduled), counted by dashboardCounts.
 */
import { and, gte, inArray, ne, sql } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { contactSubmissions, emailOutbox } from '~/db/schema'
import { retryableStatuses } from '~/mail/outbox-admin.server'
import { ERASED } from '~/privacy/erased'

export const NEW_REQUEST_DAYS = 7
const countOf = sql<number>`count(*)::int`

export async function attentionCounts(db: Queryable, now: Date = new Date()) {
  const since = new Date(now.getTime() - NEW_REQUEST_DAYS * 24 * 60 * 60 * 1000)
  const [requests, [unsent]] = await Promise.all([
    db
      .select({ demo: sql<boolean>`${contactSubmissions.requestType} = 'demo'`, n: countOf })
      .from(contactSubmissions)
      .where(gte(contactSubmissions.createdAt, since))
      .groupBy(sql`1`),
    db
      .select({ n: countOf })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, [...retryableStatuses]),
          // An erased mail can never be sent: nothing to do about it.
          ne(emailOutbox.toAddress, ERASED),
        ),
      ),
  ])
  const requestsOf = (demo: boolean) => requests.find((row) => row.demo === demo)?.n ?? 0
  return {
    contactRequests: requestsOf(false),
    demoRequests: requestsOf(true),
    unsentEmails: unsent?.n ?? 0,
  }
}
