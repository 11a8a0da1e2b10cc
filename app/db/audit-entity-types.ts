import { contentSlugs, type ContentSlug } from '~/content/registry'

/** What an audit entry can be about besides the content types. */
const otherEntityTypes = [
  'regional-offers',
  'personal-data',
  'retention',
  'session',
  'admin',
  'api-tokens',
  // The trash's retention setting (decision 062).
  'trash',
  // Redirects (decision 065).
  'redirects',
  // Site copy (decision 103).
  'site-copy',
] as const

/**
 * What an audit entry can be about: every content type of the registry, then
 * the rest. Every writer of `audit_log` is typed by this list and the audit
 * page's filters are built from it, so a new kind of entry (or a new content
 * type) cannot be written without becoming filterable.
 */
export const auditEntityTypes: readonly AuditEntityType[] = [...contentSlugs, ...otherEntityTypes]
export type AuditEntityType = ContentSlug | (typeof otherEntityTypes)[number]
