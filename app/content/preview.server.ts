/**
 * Preview links (issue 20, decision 064): an unguessable token (32 random
 * bytes; only its sha256 is stored) that shows an item as it will look,
 * drafts included, until it expires (7 days by default) or is revoked.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { auditLog, previewLinks } from '~/db/schema'
import { createId } from '~/utils/ids'
import { getItem, type CollectionStore } from './collection.server'
import { storeOf } from './hooks.server'

export const PREVIEW_DAYS = 7
const hash = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createPreviewLink(
  db: Queryable,
  store: CollectionStore,
  entityId: string,
  actor: string,
  days = PREVIEW_DAYS,
) {
  const token = randomBytes(32).toString('base64url')
  const id = createId('preview')
  const expiresAt = new Date(Date.now() + days * 86_400_000)
  const entityType = store.definition.slug
  await db.insert(previewLinks).values({
    id,
    tokenHash: hash(token),
    entityType,
    entityId,
    actor,
    expiresAt,
  })
  await db.insert(auditLog).values({
    id: createId('audit'),
    action: 'create',
    entityType: entityType as never,
    entityId,
    actor,
    details: { previewLink: id, expiresAt },
  })
  return { id, url: `/preview/${token}`, expiresAt: expiresAt.toISOString() }
}

export async function revokePreviewLink(
  db: Queryable,
  store: CollectionStore,
  entityId: string,
  linkId: string,
  actor: string,
) {
  const revoked = await db
    .update(previewLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(previewLinks.id, linkId),
        eq(previewLinks.entityType, store.definition.slug),
        eq(previewLinks.entityId, entityId),
        isNull(previewLinks.revokedAt),
      ),
    )
    .returning({ id: previewLinks.id })
  if (revoked.length === 0) return false
  await db.insert(auditLog).values({
    id: createId('audit'),
    action: 'revoke',
    entityType: store.definition.slug as never,
    entityId,
    actor,
    details: { previewLink: linkId },
  })
  return true
}

/** The item a token shows, when the link is live (not expired, not revoked). */
export async function resolvePreview(db: Queryable, token: string) {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  const [link] = await db
    .select({
      entityType: previewLinks.entityType,
      entityId: previewLinks.entityId,
      expiresAt: previewLinks.expiresAt,
    })
    .from(previewLinks)
    .where(
      and(
        eq(previewLinks.tokenHash, hash(token)),
        isNull(previewLinks.revokedAt),
        gt(previewLinks.expiresAt, new Date()),
      ),
    )
  return link ?? null
}

/** The public page a preview link shows, and the item's table; null once the item is gone. */
export async function previewPageOf(db: Queryable, link: { entityType: string; entityId: string }) {
  const store = storeOf(link.entityType)
  const item = store ? await getItem(db, store, link.entityId) : null
  if (!store || !item) return null
  return { page: store.definition.publicPage(item), table: store.definition.table }
}

/** An item's preview links, newest first (never their token: it is shown once, when made). */
export async function listPreviewLinks(db: Queryable, entityType: string, entityId: string) {
  return db
    .select({
      id: previewLinks.id,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      revokedAt: previewLinks.revokedAt,
    })
    .from(previewLinks)
    .where(and(eq(previewLinks.entityType, entityType), eq(previewLinks.entityId, entityId)))
    .orderBy(desc(previewLinks.createdAt))
}
