/**
 * Permanent redirects (issue 20, decision 065): looked up where no page
 * answers, written so that a visitor always makes one hop (chains collapse
 * when a redirect is saved) and never loops (a redirect that would lead back
 * to its own path is refused). A resource whose link an editor changes leaves
 * one behind (`redirectChangedLink`).
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import { redirect } from 'react-router'
import { db as database } from '~/db/db.server'
import { notFound } from '~/utils/http.server'
import type { Database, Queryable } from '~/db/client.server'
import { auditLog, redirects, resources } from '~/db/schema'
import { createId } from '~/utils/ids'
import { getEnv } from '~/utils/env.server'
import { logger } from '~/utils/logger.server'
import { headerSafeTarget, isSitePath, normalizePath, type RedirectValues } from './redirects'

export const REDIRECT_TAKEN = 'A redirect from this path already exists'

/** A refused redirect: the field to blame and what to tell the editor. */
export class RedirectError extends Error {
  constructor(
    readonly field: 'from' | 'to',
    message: string,
  ) {
    super(message)
    this.name = 'RedirectError'
  }
}

/** Where a path redirects to, or null. */
export async function findRedirect(db: Queryable, path: string): Promise<string | null> {
  const [row] = await db
    .select({ to: redirects.toPath })
    .from(redirects)
    .where(eq(redirects.fromPath, normalizePath(path)))
  return row?.to ?? null
}

/**
 * Where no page answers a path: its redirect's 301 (the visitor's query kept
 * when the target has none: campaign tags survive), else the 404 page.
 */
export async function redirectOrNotFound(request: Request): Promise<never> {
  const url = new URL(request.url)
  // A client navigation asks for `{path}.data`; its `_routes` parameter is React Router's.
  const to = await findRedirect(database(), url.pathname.replace(/\.data$/, ''))
  if (to === null) return notFound(request)
  url.searchParams.delete('_routes')
  const location = headerSafeTarget(withQuery(to, url.searchParams))
  if (location === null) {
    // Stored before targets were checked: the visitor gets the 404 page, not an error.
    logger.warn({ from: url.pathname }, 'redirect target cannot be sent; answering 404')
    return notFound(request)
  }
  throw redirect(location, 301)
}

/** `target` with the visitor's query when it has none, before its fragment (`/a?utm=x#part`). */
export function withQuery(target: string, query: URLSearchParams) {
  const hash = target.indexOf('#')
  const [base, fragment] = hash < 0 ? [target, ''] : [target.slice(0, hash), target.slice(hash)]
  if (query.size === 0 || base.includes('?')) return target
  return `${base}?${query}${fragment}`
}

/**
 * A target on the site's own origin (PUBLIC_ORIGIN) is stored as its path, so
 * that chains through it collapse and loops through it are seen.
 */
function ownPathOf(target: string) {
  if (!/^https?:/i.test(target)) return target
  const url = new URL(target)
  return url.origin === new URL(getEnv().publicOrigin).origin
    ? `${url.pathname}${url.search}${url.hash}`
    : target
}

export async function listRedirects(db: Queryable) {
  return db
    .select({
      id: redirects.id,
      from: redirects.fromPath,
      to: redirects.toPath,
      updatedAt: redirects.updatedAt,
    })
    .from(redirects)
    .orderBy(asc(redirects.fromPath))
}

export async function getRedirect(db: Queryable, id: string) {
  const [row] = await db
    .select({ id: redirects.id, from: redirects.fromPath, to: redirects.toPath })
    .from(redirects)
    .where(eq(redirects.id, id))
  return row ?? null
}

/** The site path a target names (its query and fragment left out), or null for another site. */
const pathOf = (target: string) =>
  target.startsWith('/') ? normalizePath(target.replace(/[?#].*$/, '')) : null

/**
 * The final target of a redirect from `from` to `to`: `to` followed through
 * the stored redirects. Refused when it leads back to `from`.
 */
async function finalTarget(db: Queryable, from: string, to: string): Promise<string> {
  let target = to
  for (let hops = 0; hops < 100; hops++) {
    const path = pathOf(target)
    if (path === null) return target
    if (path === from) throw new RedirectError('to', `This would loop back to ${from}`)
    const next = await findRedirect(db, path)
    if (next === null) return target
    target = next
  }
  throw new RedirectError('to', `This would loop back to ${from}`)
}

async function auditRedirect(
  db: Queryable,
  action: 'create' | 'update' | 'delete',
  id: string,
  actor: string,
  details: Record<string, unknown>,
) {
  await db.insert(auditLog).values({
    id: createId('audit'),
    action,
    entityType: 'redirects',
    entityId: id,
    actor,
    details,
  })
}

/**
 * Creates (no `id`) or changes a redirect made by hand. A path that is a
 * resource's page, or that already redirects, is refused; the redirects that
 * pointed at `from` are pointed at the new final target.
 */
export async function saveRedirect(
  db: Database,
  values: RedirectValues,
  actor: string,
  id?: string,
) {
  return db.transaction(async (tx) => {
    const before = id ? await getRedirect(tx, id) : null
    if (id && !before) return null
    const [page] = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.link, values.from), isNull(resources.deletedAt)))
    if (page)
      throw new RedirectError(
        'from',
        "This path is a resource's page: change that resource's link instead",
      )
    const [taken] = await tx
      .select({ id: redirects.id })
      .from(redirects)
      .where(and(eq(redirects.fromPath, values.from), id ? ne(redirects.id, id) : undefined))
    if (taken) throw new RedirectError('from', REDIRECT_TAKEN)

    const to = await finalTarget(tx, values.from, ownPathOf(values.to))
    const row = { fromPath: values.from, toPath: to, updatedAt: new Date() }
    const [saved] = id
      ? await tx.update(redirects).set(row).where(eq(redirects.id, id)).returning()
      : await tx
          .insert(redirects)
          .values({ id: createId('redirect'), ...row })
          .returning()
    await collapseOnto(tx, values.from, to)
    await auditRedirect(tx, id ? 'update' : 'create', saved!.id, actor, {
      before: before ? { from: before.from, to: before.to } : null,
      after: { from: saved!.fromPath, to: saved!.toPath },
    })
    return { id: saved!.id, from: saved!.fromPath, to: saved!.toPath }
  })
}

/** Redirects that led to `path` lead straight to `to` now: one hop, always. */
async function collapseOnto(db: Queryable, path: string, to: string) {
  await db
    .update(redirects)
    .set({ toPath: to, updatedAt: new Date() })
    .where(and(eq(redirects.toPath, path), ne(redirects.fromPath, path)))
}

export async function deleteRedirect(db: Database, id: string, actor: string) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(redirects).where(eq(redirects.id, id)).returning()
    if (!deleted) return false
    await auditRedirect(tx, 'delete', id, actor, {
      before: { from: deleted.fromPath, to: deleted.toPath },
      after: null,
    })
    return true
  })
}

/**
 * A resource's link changed from `oldLink` to `newLink` (inside the saving
 * transaction): the old link answers 301 to the new one for ever, the
 * redirects that led to the old link lead to the new one, and a redirect from
 * the new link (a page again) is dropped. No loop can follow: nothing leaves
 * the new link.
 */
export async function redirectChangedLink(
  db: Queryable,
  oldLink: string,
  newLink: string,
  actor: string,
  resourceId: string,
) {
  await dropRedirectFrom(db, newLink)
  const [saved] = await db
    .insert(redirects)
    .values({ id: createId('redirect'), fromPath: oldLink, toPath: newLink })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { toPath: newLink, updatedAt: new Date() },
    })
    .returning()
  await collapseOnto(db, oldLink, newLink)
  await auditRedirect(db, 'create', saved!.id, actor, {
    after: { from: oldLink, to: newLink },
    resource: resourceId,
  })
}

/** A resource now has the page at `link`: a redirect from there would never be followed. */
export async function dropRedirectFrom(db: Queryable, link: string) {
  await db.delete(redirects).where(eq(redirects.fromPath, link))
}

/** Whether a path is a redirect's source: a new resource does not take it (the redirect is for ever). */
export async function isRedirected(db: Queryable, path: string) {
  return isSitePath(path) && (await findRedirect(db, path)) !== null
}
