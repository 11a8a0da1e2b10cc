import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { appSettings } from '~/db/schema'

const SETTING_KEY = 'session_secret'
let secret: string | undefined

/**
 * SESSION_SECRET when configured; otherwise one generated on the first start
 * and kept in the database, so every app server signs cookies alike.
 */
export async function setUpSessionSecret(db: Database, configured?: string): Promise<void> {
  if (configured) {
    secret = configured
    return
  }
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTING_KEY))
  secret = row!.value
}

export function getSessionSecret(): string {
  if (!secret) throw new Error('setUpSessionSecret() has not run')
  return secret
}
