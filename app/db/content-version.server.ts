import { eq } from 'drizzle-orm'
import type { Queryable } from './client.server'
import { appSettings } from './schema'

/**
 * The content version (migration 0001): database triggers bump it in the same
 * transaction as any write to what public pages show, so every app server
 * sees a change exactly when it is committed.
 */
export async function readContentVersion(db: Queryable): Promise<string> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, 'content_version'))
  return row?.value ?? '0'
}
