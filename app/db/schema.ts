/**
 * The whole data model, one PostgreSQL-dialect schema shared by PGlite (the
 * embedded default) and a PostgreSQL server. Field names follow the two spec
 * documents (§3 of each); the columns the real system needs on top of them
 * (timestamps, idempotency keys, hashes) say why in a comment.
 *
 * Change this file, then `npm run db:generate` writes the migration.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import type { AuditEntityType } from './audit-entity-types'

export type { AuditEntityType }

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

/**
 * Every content type's lifecycle (issue 20, decision 061): a draft is never
 * public; a scheduled item is public from `publishAt` on, decided by each
 * query against the database's clock, so it goes live by itself, once, on
 * every app server; a published item is public at once.
 */
export const contentStatuses = ['draft', 'scheduled', 'published'] as const
export type ContentStatus = (typeof contentStatuses)[number]
const lifecycle = () => ({
  status: text('status', { enum: contentStatuses }).notNull().default('published'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  /** Set when the item is moved to the trash (decision 062); null otherwise. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
})

/** Raw bytes. PGlite hands back a Uint8Array, postgres.js a Buffer (a Uint8Array too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

export const resourceTypes = [
  'case-study',
  'white-paper',
  'webinar',
  'event',
  'press-release',
  'news-article',
  'compliance-doc',
] as const
export type ResourceType = (typeof resourceTypes)[number]

export const ctaTypes = ['download', 'request', 'link', 'contact'] as const
export const categoryIcons = ['FileText', 'Book', 'Video', 'Calendar', 'Newspaper'] as const
export const videoLocations = ['homepage', 'solutions', 'both', 'hero-background'] as const

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    slug: text('slug').notNull(),
    icon: text('icon', { enum: categoryIcons }).notNull().default('FileText'),
    ...lifecycle(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_publish_at_idx').on(t.publishAt),
    index('categories_deleted_at_idx').on(t.deletedAt),
  ],
)

export const resources = pgTable(
  'resources',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    type: text('type', { enum: resourceTypes }).notNull(),
    description: text('description').notNull(),
    /** Rich text, stored already sanitised. */
    content: text('content'),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    /** Public URL of the detail page, generated once on create (back-office §7). */
    link: text('link').notNull(),
    featured: boolean('featured').notNull().default(false),
    publishedDate: timestamp('published_date', { withTimezone: true }).notNull().defaultNow(),
    videoUrl: text('video_url'),
    pdfUrl: text('pdf_url'),
    ctaType: text('cta_type', { enum: ctaTypes }),
    ctaText: text('cta_text'),
    externalUrl: text('external_url'),
    // An event happens on a calendar date at a wall-clock time in a named zone:
    // stored as such, so "upcoming" can be decided in the event's own zone.
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    startTime: text('start_time'),
    timeZone: text('time_zone'),
    duration: text('duration'),
    location: text('location'),
    imageSrc: text('image_src'),
    ...lifecycle(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('resources_publish_at_idx').on(t.publishAt),
    index('resources_deleted_at_idx').on(t.deletedAt),
    uniqueIndex('resources_link_key').on(t.link),
    index('resources_type_published_idx').on(t.type, t.publishedDate),
    index('resources_category_idx').on(t.categoryId),
    index('resources_start_date_idx').on(t.startDate),
    // The prototype dropped this document on every load; here it can never exist.
    check(
      'resources_no_fhir_guide',
      sql`not (${t.type} = 'compliance-doc' and ${t.title} = 'FHIR Implementation Guide')`,
    ),
  ],
)

/**
 * A resource's version in another language (decision 129): linked to its
 * English source, with its own title, description, content and lifecycle; the
 * source's other fields (type, dates, link, files) are shared.
 */
export const resourceTranslations = pgTable(
  'resource_translations',
  {
    id: text('id').primaryKey(),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Rich text, stored already sanitised. */
    content: text('content'),
    ...lifecycle(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('resource_translations_resource_language_key').on(t.resourceId, t.language)],
)

export const customerLogos = pgTable(
  'customer_logos',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    logoSrc: text('logo_src').notNull().default(''),
    logoPath: text('logo_path').notNull().default(''),
    alt: text('alt').notNull().default(''),
    altText: text('alt_text').notNull().default(''),
    website: text('website'),
    displayOrder: integer('display_order').notNull().default(0),
    ...lifecycle(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_logos_order_idx').on(t.displayOrder),
    index('customer_logos_publish_at_idx').on(t.publishAt),
    index('customer_logos_deleted_at_idx').on(t.deletedAt),
  ],
)

export const testimonials = pgTable(
  'testimonials',
  {
    id: text('id').primaryKey(),
    author: text('author').notNull(),
    role: text('role').notNull().default(''),
    company: text('company').notNull().default(''),
    quote: text('quote').notNull(),
    avatarSrc: text('avatar_src'),
    displayOrder: integer('display_order').notNull().default(0),
    ...lifecycle(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('testimonials_order_idx').on(t.displayOrder),
    index('testimonials_publish_at_idx').on(t.publishAt),
    index('testimonials_deleted_at_idx').on(t.deletedAt),
  ],
)

export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    videoSrc: text('video_src').notNull(),
    thumbnailSrc: text('thumbnail_src'),
    /** A WebVTT caption file of the media library, offered to the player as a <track>. */
    captionsSrc: text('captions_src'),
    overlayText: text('overlay_text'),
    location: text('location', { enum: videoLocations }).notNull().default('homepage'),
    ...lifecycle(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('videos_location_idx').on(t.location),
    index('videos_publish_at_idx').on(t.publishAt),
    index('videos_deleted_at_idx').on(t.deletedAt),
  ],
)

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** lower(email): one subscription per address, whatever its case. */
    emailNormalized: text('email_normalized').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    source: text('source').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(t.emailNormalized),
    index('newsletter_created_idx').on(t.createdAt),
  ],
)

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company').notNull(),
    jobTitle: text('job_title'),
    requestType: text('request_type').notNull(),
    serviceType: text('service_type').notNull(),
    message: text('message').notNull(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** One per rendered form, so a double submit stores one row. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contact_idempotency_key').on(t.idempotencyKey),
    index('contact_created_idx').on(t.createdAt),
    index('contact_email_idx').on(sql`lower(${t.email})`),
  ],
)

/**
 * Uploaded files live in the database so app servers stay stateless: this row
 * says what the file is, its bytes are in uploaded_file_chunks (decision 084).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(),
    /** The public name under /uploads/; unique, so an upload never overwrites another. */
    filename: text('filename').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Set once every chunk is in: until then the file is never served, and the sweep removes it. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    // The media library (decision 107). An image's derivatives (AVIF and WebP at a few widths) are
    // rows of their own pointing at the image they were made from, and go with it.
    variantOf: text('variant_of').references((): AnyPgColumn => uploadedFiles.id, {
      onDelete: 'cascade',
    }),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull().default(''),
    /** An image that says nothing (a texture): shown with alt="" on published pages. */
    decorative: boolean('decorative').notNull().default(false),
    caption: text('caption').notNull().default(''),
    /** Where crops keep the subject, as fractions of the width and height from the top left. */
    focalX: doublePrecision('focal_x').notNull().default(0.5),
    focalY: doublePrecision('focal_y').notNull().default(0.5),
    /** "admin" for the back office, the token's name for the API. */
    uploadedBy: text('uploaded_by'),
    /** Put in the library on purpose (not only through a form's file field): never swept. */
    inLibrary: boolean('in_library').notNull().default(false),
  },
  (t) => [
    uniqueIndex('uploaded_files_filename_key').on(t.filename),
    index('uploaded_files_variant_of_idx').on(t.variantOf),
  ],
)

/**
 * An upload's former public names: a library image replaced by a file of another type takes an
 * address with the new extension, and its old address answers with a permanent redirect to it.
 */
export const uploadedFileAliases = pgTable(
  'uploaded_file_aliases',
  {
    filename: text('filename').primaryKey(),
    fileId: text('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_file_aliases_file_idx').on(t.fileId)],
)

/**
 * An upload's bytes in pieces of about 256 kB, written and read one statement
 * each, so neither PGlite (inside the server process) nor PostgreSQL moves a
 * 20 MB value in one piece and other requests run between two pieces.
 */
export const uploadedFileChunks = pgTable(
  'uploaded_file_chunks',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.index] })],
)

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** sha256 of the cookie's token: a leaked table cannot be replayed as cookies. */
    tokenHash: text('token_hash').primaryKey(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser that signed in (its User-Agent), so a version says "back office, Firefox on Linux". */
    userAgent: text('user_agent'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
)

/**
 * Personal API tokens (decision 050): scripts write through the content API
 * with `Authorization: Bearer <token>`. Only the token's sha256 is kept, so the
 * table cannot be replayed; the token itself is shown once, at creation.
 */
export const apiTokens = pgTable('api_tokens', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** The token's first characters, to recognise it in the list (not enough to use it). */
  prefix: text('prefix').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  /** Set when revoked: the row stays, so the audit trail keeps its name. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
})

/**
 * Preview links (decision 064): an unguessable link to an item as it will
 * look, expiring and revocable. Only the token's sha256 is kept.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    actor: text('actor'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('preview_links_entity_idx').on(t.entityType, t.entityId)],
)

/**
 * Permanent redirects (decision 065): a resource's old link after an editor
 * changed it on purpose, and those staff add by hand. `from` is a site path;
 * `to` a site path or an http(s) URL, always the final target (chains are
 * collapsed when written), so a visitor makes one hop.
 */
export const redirects = pgTable('redirects', {
  id: text('id').primaryKey(),
  fromPath: text('from_path').notNull().unique(),
  toPath: text('to_path').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** Fixed-window counters (login throttling, form rate limits), shared by all app servers. */
/**
 * One row per app server, rewritten by each health check: a database that
 * answers but cannot write (disk full, read-only) takes the server out of a
 * load balancer's rotation.
 */
export const healthChecks = pgTable('health_checks', {
  server: text('server').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
})

/**
 * What the health check writes to prove the database can still take NEW space:
 * a full disk still lets PostgreSQL rewrite a page it already has (the row in
 * health_checks), so each check also appends a row whose bytes cannot fit in
 * what is left of the last page. The check empties the table every 100 rows.
 */
export const healthProbes = pgTable('health_probes', {
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  padding: bytea('padding').notNull(),
})

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limits_window_idx').on(t.windowStart),
  ],
)

export const emailStatuses = ['pending', 'sent', 'failed', 'unsent-no-smtp'] as const

/** The durable e-mail outbox: written with the event that causes a mail, sent by a worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: emailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
  ],
)

/** A currency's plan amounts per month (whole units): billed monthly, and billed yearly. */
export interface LocalizedPrices {
  starterMonthly: number
  starterAnnual: number
  professionalMonthly: number
  professionalAnnual: number
  /** An extra provider licence on Starter, per month. Absent in amounts saved before it existed. */
  extraLicence?: number
}

/** Region profiles of public-site §9, keyed by ISO country code ('default' for the rest). */
export const regionProfiles = pgTable('region_profiles', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  showLocalizedPricing: boolean('show_localized_pricing').notNull(),
  regulatoryInfo: text('regulatory_info').notNull(),
  defaultLanguage: text('default_language').notNull().default('en'),
  /**
   * The plan amounts in `currency`, per month, set by staff in the regional
   * offers manager (the same for every region of that currency). Null: not set,
   * the pricing page shows US dollars.
   */
  localizedPrices: jsonb('localized_prices').$type<LocalizedPrices>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** An offer's texts in a language other than English; its link is one for every language. */
export interface RegionOfferText {
  title: string
  description: string
  ctaText: string
}

/** The special offers a region's visitors see on the home page. */
export const regionOffers = pgTable(
  'region_offers',
  {
    id: text('id').primaryKey(),
    regionCode: text('region_code')
      .notNull()
      .references(() => regionProfiles.code, { onDelete: 'cascade' }),
    /** The specialOffersKeys entry of the region profile. */
    offerKey: text('offer_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ctaText: text('cta_text').notNull(),
    ctaLink: text('cta_link').notNull(),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    /** Per language code (never English, the columns above): the texts in it. Absent: English is shown. */
    translations: jsonb('translations')
      .$type<Partial<Record<string, RegionOfferText>>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('region_offers_key').on(t.regionCode, t.offerKey),
    index('region_offers_region_idx').on(t.regionCode, t.displayOrder),
  ],
)

/** What was done, in an audit entry (what it is about: `audit-entity-types.ts`). */
export const auditActions = [
  'create',
  'update',
  'delete',
  'erase',
  'purge',
  'login',
  'password-change',
  'revoke',
  'use',
  // Reads with an API token, counted per token and minute (decision 050).
  'read',
  // The content lifecycle (decision 061).
  'publish',
  'schedule',
  'unpublish',
  // The trash (decision 062): moved there, and brought back ('purge' deletes for good).
  'trash',
  'restore',
] as const
export type AuditAction = (typeof auditActions)[number]

/** Who changed what in the back office. Holds ids and field names, never personal data. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action', { enum: auditActions }).notNull(),
    entityType: text('entity_type').$type<AuditEntityType>().notNull(),
    entityId: text('entity_id'),
    /** A short prefix of the session's token hash: tells sessions apart, reveals nothing. */
    actor: text('actor'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
)

/** Small server-wide settings: the generated admin password hash, the session secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
})

/**
 * Which seed items were ever inserted. The seed inserts an item only once, so
 * an item an administrator edited or deleted stays as they left it.
 */
export const seedLog = pgTable('seed_log', {
  key: text('key').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Site copy (issue 36, decision 103): what staff changed in a text of the public
 * site, per locale-file key (`namespace:section.element`) and language. The
 * repository's locale files stay the defaults: a row with no published value
 * shows the file's text. `pending` marks a draft waiting for a publish (its
 * `draft` may be null: a reset to the default, to be published).
 */
export const siteCopy = pgTable(
  'site_copy',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    draft: text('draft'),
    pending: boolean('pending').notNull().default(false),
    published: text('published'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
)

/**
 * Every publish of site copy is a version (decision 104): the keys it changed,
 * each with its value before and after (null = the file's default). A restore
 * is itself a new version.
 */
export const siteCopyVersions = pgTable(
  'site_copy_versions',
  {
    id: text('id').primaryKey(),
    language: text('language').notNull(),
    changes: jsonb('changes')
      .$type<Array<{ key: string; before: string | null; after: string | null }>>()
      .notNull(),
    restoredFrom: text('restored_from'),
    actor: text('actor'),
    createdAt: createdAt(),
  },
  (t) => [index('site_copy_versions_language_idx').on(t.language, t.createdAt)],
)
