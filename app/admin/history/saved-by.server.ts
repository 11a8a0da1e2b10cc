/**
 * Who saved a version, in words. The audit log keeps an actor id: an API
 * token's id, or the first characters of a back-office session's hash (never
 * shown: a hash means nothing to an editor). The token's name, or "back
 * office" with the session's sign-in time and browser while it is known.
 */
import { inArray, like, or } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { adminSessions, apiTokens } from '~/db/schema'
import { i18n } from '~/i18n'
import { formatAdminDateTime } from '../date-format'

/** "Firefox on Linux" from a User-Agent header; null when it names no browser we know. */
export function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null
  if (!browser) return null
  return system ? `${browser} on ${system}` : browser
}

/** The words for each actor id (null: the site's seeded content). */
export async function savedByNames(
  db: Queryable,
  actors: Array<string | null>,
  timeZone: string,
): Promise<Map<string | null, string>> {
  const ids = [...new Set(actors.filter((actor): actor is string => !!actor))]
  const names = new Map<string | null, string>([[null, i18n.t('admin.history.bySeed')]])
  if (ids.length === 0) return names
  const tokens = await db
    .select({ id: apiTokens.id, name: apiTokens.name })
    .from(apiTokens)
    .where(inArray(apiTokens.id, ids))
  for (const token of tokens) names.set(token.id, i18n.t('admin.history.byToken', token))
  const rest = ids.filter((id) => !names.has(id) && /^[0-9a-f]{6,}$/.test(id))
  const sessions = rest.length
    ? await db
        .select()
        .from(adminSessions)
        .where(or(...rest.map((id) => like(adminSessions.tokenHash, `${id}%`))))
    : []
  for (const id of ids) {
    if (names.has(id)) continue
    const session = sessions.find((row) => row.tokenHash.startsWith(id))
    if (!session) {
      names.set(id, i18n.t('admin.history.byBackOffice'))
      continue
    }
    const signedIn = formatAdminDateTime(session.createdAt, timeZone)
    const browser = browserName(session.userAgent)
    names.set(
      id,
      browser
        ? i18n.t('admin.history.byBackOfficeBrowser', { signedIn, browser })
        : i18n.t('admin.history.byBackOfficeSince', { signedIn }),
    )
  }
  return names
}
