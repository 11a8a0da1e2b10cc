/**
 * The spec's id shape (kind prefix + creation timestamp) with a random suffix,
 * so two rows created in the same millisecond, on any app server, never collide.
 */
export function createId(kind: string, now: Date = new Date()): string {
  const suffix = Array.from(crypto.getRandomValues(new Uint8Array(5)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return `${kind}-${now.getTime()}-${suffix}`
}
