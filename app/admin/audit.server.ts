import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { auditLog, type AuditAction, type AuditEntityType } from '~/db/schema'

export const AUDIT_PAGE_SIZE = 200

/** The latest audit entries, newest first, optionally filtered by content type and action. */
export async function listAudit(
  db: Queryable,
  filters: { entityType?: AuditEntityType; action?: AuditAction },
) {
  const conditions: SQL[] = []
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType))
  if (filters.action) conditions.push(eq(auditLog.action, filters.action))
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.at))
    .limit(AUDIT_PAGE_SIZE)
  return rows.map((row) => ({ ...row, changed: changedFields(row.details) }))
}

/** The fields whose value differs between `before` and `after`. */
function changedFields(details: Record<string, unknown> | null): string[] {
  const before = (details?.before ?? {}) as Record<string, unknown>
  const after = (details?.after ?? {}) as Record<string, unknown>
  const ignored = new Set(['createdAt', 'updatedAt', 'created_at', 'updated_at'])
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !ignored.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
}
