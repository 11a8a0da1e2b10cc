import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { prefixedLanguages } from './languages/codes.ts'

export default [
  // The content API (public-site §7.3): public reads; writes with an API token or a session.
  route('api/openapi.json', 'routes/api-openapi.ts'),
  // Site copy (decisions 103 to 106): its API and its preview links.
  route('api/copy', 'routes/api-copy.ts'),
  route('api/copy/publish', 'routes/api-copy-publish.ts'),
  route('api/copy/import', 'routes/api-copy-import.ts'),
  route('api/copy/:id', 'routes/api-copy-key.ts'),
  route('api/uploads', 'routes/api-uploads.ts'),
  route('api/media/:id?', 'routes/api-media.ts'),
  // The trash (decision 062): its list, a restore, a delete for good.
  route('api/trash', 'routes/api-trash.ts'),
  route('api/trash/:collection/:id', 'routes/api-trash-item.ts'),
  // Redirects (decision 065): added by hand, or left behind by a changed resource link.
  route('api/redirects/:id?', 'routes/api-redirects.ts'),
  // Languages the site serves (decision 100): listed for anyone, switched by staff.
  route('api/languages/:code?', 'routes/api-languages.ts'),
  // A resource's versions in other languages (decision 129).
  route('api/resources/:id/translations', 'routes/api-resource-translations.ts'),
  route('api/resources/:id/translations/:locale', 'routes/api-resource-translations.ts', {
    id: 'routes/api-resource-translation',
  }),
  route('api/:collection/:id/restore', 'routes/api-restore.ts'),
  // Versions (decision 063): the list, and a restore that is itself a new version.
  route('api/:collection/:id/versions', 'routes/api-versions.ts'),
  // Preview links (decision 064): created and revoked.
  route('api/:collection/:id/preview-links', 'routes/api-preview-links.ts'),
  route('api/:collection/:id/preview-links/:linkId', 'routes/api-preview-link.ts'),
  route('api/:collection/:id/versions/:versionId/restore', 'routes/api-version-restore.ts'),
  route('api/:collection/:id?', 'routes/api.ts'),
  // The cookie banner's and preferences modal's choice (a plain form, also without JavaScript).
  route('cookie-consent', 'routes/cookie-consent.ts'),
  // An event's calendar file: outside /resources, where no resource link can take its path.
  route('calendar/:file', 'routes/resource-calendar.ts'),
  route('resources/newsroom/feed.xml', 'routes/resource-feed.ts'),
  // The same feed in another active language (decision 129).
  route(':lang/resources/newsroom/feed.xml', 'routes/resource-feed.ts', {
    id: 'routes/resource-feed-in-language',
  }),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  ...prefix('admin', [
    route('login', 'routes/admin/login.tsx'),
    route('logout', 'routes/admin/logout.tsx'),
    // Every page below checks the session in its layout's loader.
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('regional-offers', 'routes/admin/regional-offers.tsx'),
      route('database', 'routes/admin/database.tsx'),
      route('database/contacts/:id', 'routes/admin/database-contact.tsx'),
      route('database/export/:tab', 'routes/admin/database-export.ts'),
      route('data-rights', 'routes/admin/data-rights.tsx'),
      route('data-rights/export', 'routes/admin/data-rights-export.ts'),
      // The Translation Manager and its downloads ({language}.json, privacy-{language}.json…).
      route('translations', 'routes/admin/translations.tsx'),
      route('translations/:file', 'routes/admin/translations-file.ts'),
      route('site-copy', 'routes/admin/site-copy.tsx'),
      // Every e-mail the site queued, one in full, and a retry for failed or unsent ones.
      route('outbox', 'routes/admin/outbox.tsx'),
      route('outbox/:id', 'routes/admin/outbox-detail.tsx'),
      // Personal API tokens for scripts that write through /api (shown once, revocable).
      route('api-tokens', 'routes/admin/api-tokens.tsx'),
      // Deleted items of every content type, restorable until the retention period ends.
      route('trash', 'routes/admin/trash.tsx'),
      // Permanent redirects: added by hand, or left by a changed resource link (decision 065).
      route('redirects', 'routes/admin/redirects.tsx'),
      // The media library: every upload, its alt text, focal point and uses (decision 110).
      route('media', 'routes/admin/media.tsx'),
      route('media/:id/replace', 'routes/admin/media-replace.ts'),
      // An item's versions, with what each save changed, and their restore.
      route('history/:collection/:id', 'routes/admin/history.tsx'),
      // An item's preview links: made, shown once, revoked (decision 064).
      route('preview-links/:collection/:id', 'routes/admin/preview-links.tsx'),
      // The resource manager: its form changes with the resource type.
      route('resources', 'routes/admin/resource-list.tsx'),
      route('resources/new', 'routes/admin/resource-form.tsx', { id: 'admin/resources/new' }),
      route('resources/edit/:id', 'routes/admin/resource-form.tsx', { id: 'admin/resources/edit' }),
      // One list page and one form for every other content type of app/content/registry.ts
      // (the pages answer 404 for a segment that names none).
      route(':collection', 'routes/admin/collection-list.tsx'),
      route(':collection/new', 'routes/admin/collection-form.tsx', { id: 'admin/collection/new' }),
      route(':collection/edit/:id', 'routes/admin/collection-form.tsx', {
        id: 'admin/collection/edit',
      }),
    ]),
  ]),
  // Public pages, last: a path the routes above take as well (`/api/resources`, which
  // `:lang?/resources` also matches, equally ranked) goes to them, not to a page.
  // Public pages, in English at their path and in another active language under its prefix
  // (/fr/pricing: decision 099); the layout answers 404 for any other first segment it takes.
  // A language's home page is listed by its code (/fr), not matched by the optional prefix, so
  // a one-segment path no page answers (/no-such-page) is the plain 404 page (decision 150).
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    ...prefixedLanguages.map((code) =>
      route(code, 'routes/home.tsx', { id: `routes/home-${code}` }),
    ),
    ...prefix(':lang?', [
      route('about', 'routes/about.tsx'),
      route('platform', 'routes/platform.tsx'),
      route('pricing', 'routes/pricing.tsx'),
      route('contact', 'routes/contact.tsx'),
      route('subscribe', 'routes/subscribe.tsx'),
      route('unsubscribe', 'routes/unsubscribe.tsx'),
      route('solutions', 'routes/solutions.tsx'),
      route('compliance', 'routes/compliance.tsx'),
      route('privacy', 'routes/privacy.tsx'),
      route('terms', 'routes/terms.tsx'),
      // The resource library (public-site §2) and its five listings, before the detail pages.
      route('resources', 'routes/resources.tsx'),
      ...['events', 'newsroom', 'case-studies', 'white-papers', 'webinars'].map((listing) =>
        route(`resources/${listing}`, 'routes/resources-listing.tsx', {
          id: `resources/${listing}`,
        }),
      ),
      // A preview link of draft site copy (decision 106): a cookie, then the page; else the 404 page.
      route('preview/copy/:token', 'routes/preview-copy.tsx'),
      // A preview link (decision 064): an item as it will look, drafts included.
      route('preview/:token', 'routes/preview.tsx'),
      // A resource at its stored link (and its other public forms, answered with a 301).
      route('resources/*', 'routes/resource-detail.tsx'),
      // Any other path: the 404 page.
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig
