import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

// The collections of app/content/registry.ts, each with a generic list and form.
const collectionSlugs = ['categories', 'customer-logos', 'testimonials', 'videos']

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('subscribe', 'routes/subscribe.tsx'),
    route('unsubscribe', 'routes/unsubscribe.tsx'),
    // A resource at its stored link (and its other public forms, answered with a 301).
    route('resources/*', 'routes/resource-detail.tsx'),
    // Any other path: the 404 page.
    route('*', 'routes/not-found.tsx'),
  ]),
  // The content API (public-site §7.3): public reads, admin-only writes.
  route('api/:collection/:id?', 'routes/api.ts'),
  route('uploads/:filename', 'routes/uploads.ts'),
  route('resources/calendar/:file', 'routes/resource-calendar.ts'),
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
      // One list page and one form for every collection defined in app/content/.
      ...collectionSlugs.flatMap((slug) => [
        route(slug, 'routes/admin/collection-list.tsx', { id: `admin/${slug}` }),
        route(`${slug}/new`, 'routes/admin/collection-form.tsx', { id: `admin/${slug}/new` }),
        route(`${slug}/edit/:id`, 'routes/admin/collection-form.tsx', { id: `admin/${slug}/edit` }),
      ]),
    ]),
  ]),
] satisfies RouteConfig
