import { sql } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { newsletterSubscriptions } from '~/db/schema'
import { createId } from '~/utils/ids'
import type { NewsletterSource } from './newsletter-schema'

/**
 * Subscribes an address. An address already subscribed (in any letter case)
 * is updated, never duplicated, and the caller cannot tell the difference:
 * the answer is the same either way, so nobody can probe who is subscribed.
 */
export async function subscribe(
  db: Queryable,
  input: {
    email: string
    firstName?: string
    lastName?: string
    company?: string
    source: NewsletterSource
  },
) {
  await db
    .insert(newsletterSubscriptions)
    .values({
      id: createId('subscription'),
      email: input.email,
      emailNormalized: input.email.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      company: input.company,
      source: input.source,
    })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.emailNormalized,
      // A later form with names fills them in; the footer form (no names) keeps them.
      set: {
        firstName: sql`coalesce(excluded.first_name, ${newsletterSubscriptions.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${newsletterSubscriptions.lastName})`,
        company: sql`coalesce(excluded.company, ${newsletterSubscriptions.company})`,
        updatedAt: new Date(),
      },
    })
}
