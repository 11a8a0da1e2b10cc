/**
 * SQLSTATE codes of a database that answers but cannot store anything: its
 * disk is full (53100), or it is a read-only replica after a failover (25006).
 */
const CANNOT_STORE = new Set(['53100', '25006'])

/** True when `error`, from either driver (Drizzle wraps it in `cause`), says the database cannot store a write. */
export function isStorageUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code
  const cause = (error as { cause?: { code?: unknown } })?.cause?.code
  return CANNOT_STORE.has(String(code)) || CANNOT_STORE.has(String(cause))
}
