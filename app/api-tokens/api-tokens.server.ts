/**
 * Personal API tokens (decision 050): a script's way into the content API's
 * writes, sent as `Authorization: Bearer <token>`. The token is 32 random
 * bytes, shown once; the database keeps its sha256 only. Creation, revocation
 * and every write are written to the audit log; reads once per token and
 * minute in which it read (`recordApiTokenRead`).
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database, Queryable } from '~/db/client.server'
import { apiTokens, auditLog, type AuditAction, type AuditEntityType } from '~/db/schema'
import { createId } from '~/utils/ids'
import { API_TOKEN_PREFIX } from './api-tokens'

/** The audit log's entity type for tokens (their creation, revocation and uses). */
export const API_TOKEN_ENTITY = 'api-tokens' satisfies AuditEntityType

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

async function audit(
  db: Queryable,
  entry: { action: AuditAction; id: string; actor: string; details: Record<string, unknown> },
) {
  await db.insert(auditLog).values({
    id: createId('audit'),
    action: entry.action,
    entityType: API_TOKEN_ENTITY,
    entityId: entry.id,
    actor: entry.actor,
    details: entry.details,
  })
}

export async function listApiTokens(db: Queryable) {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
}

/** Creates a token; the only time its value exists outside the caller's hands. */
export async function createApiToken(db: Database, name: string, actor: string) {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
  const row = {
    id: createId('token'),
    name,
    tokenHash: hashToken(token),
    prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
  }
  await db.transaction(async (tx) => {
    await tx.insert(apiTokens).values(row)
    await audit(tx, {
      action: 'create',
      id: row.id,
      actor,
      details: { after: { name, prefix: row.prefix } },
    })
  })
  return { id: row.id, name, token }
}

/** Revokes a live token; false when there is no such live token. */
export async function revokeApiToken(db: Database, id: string, actor: string) {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning({ name: apiTokens.name, prefix: apiTokens.prefix })
    if (!revoked) return false
    await audit(tx, { action: 'revoke', id, actor, details: { before: revoked } })
    return true
  })
}

export interface ApiTokenCaller {
  id: string
  name: string
}

/**
 * The live token an `Authorization` header carries, or null (malformed,
 * unknown or revoked). Only the hash is looked up.
 */
export async function tokenFromAuthorization(
  db: Queryable,
  authorization: string,
): Promise<ApiTokenCaller | null> {
  const token = /^Bearer +(\S+) *$/i.exec(authorization)?.[1]
  if (!token?.startsWith(API_TOKEN_PREFIX) || token.length > 200) return null
  const [row] = await db
    .select({ id: apiTokens.id, name: apiTokens.name })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)))
  return row ?? null
}

/** Every use of a token: its last use moves, and the audit log says what was asked and answered. */
export async function recordApiTokenUse(
  db: Database,
  token: ApiTokenCaller,
  use: { method: string; path: string; status: number },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiTokens.id, token.id))
    await audit(tx, { action: 'use', id: token.id, actor: token.id, details: use })
  })
}

/** A token's last use is worth moving: never used, or a minute ago or more. */
const movedLongAgo = () =>
  or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`))

/**
 * A read with a token (drafts and scheduled items included) moves the token's
 * last use at most once a minute, and only that move is audited: one `read`
 * entry per token and minute in which it read. Any other read in that minute
 * writes nothing, so a script polling the API costs no write per request. The
 * minute is compared in the UPDATE itself, on the database's clock: of N
 * servers reading with one token at once, one moves it and audits.
 */
export async function recordApiTokenRead(db: Database, token: ApiTokenCaller) {
  const [row] = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(and(eq(apiTokens.id, token.id), movedLongAgo()))
  // The common case, a read within the minute: one indexed read, no transaction, no write.
  if (!row) return
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(apiTokens.id, token.id), movedLongAgo()))
      .returning({ id: apiTokens.id })
    if (moved.length > 0)
      await audit(tx, { action: 'read', id: token.id, actor: token.id, details: {} })
  })
}
