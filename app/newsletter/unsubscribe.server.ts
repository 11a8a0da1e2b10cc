import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { newsletterSubscriptions } from '~/db/schema'

/**
 * Unsubscribe links carry the address and an HMAC of it under the server's
 * secret: they never expire, cannot be forged for another address, and need
 * no table of tokens.
 */
function signature(secret: string, emailNormalized: string) {
  return createHmac('sha256', secret).update(`unsubscribe:${emailNormalized}`).digest('base64url')
}

export function unsubscribeToken(secret: string, email: string): string {
  const normalized = email.toLowerCase()
  return `${Buffer.from(normalized).toString('base64url')}.${signature(secret, normalized)}`
}

export function unsubscribeUrl(origin: string, secret: string, email: string): string {
  return `${origin}/unsubscribe?token=${unsubscribeToken(secret, email)}`
}

/** The address a token was made for, or null when it was not made by us. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, given] = token.split('.')
  if (!encoded || !given) return null
  const emailNormalized = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(signature(secret, emailNormalized))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
    ? emailNormalized
    : null
}

/** Removes the subscription; doing it again is harmless. */
export async function unsubscribe(db: Queryable, emailNormalized: string): Promise<void> {
  await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.emailNormalized, emailNormalized))
}
