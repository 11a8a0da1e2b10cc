import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('subscribe', 'routes/subscribe.tsx'),
    route('unsubscribe', 'routes/unsubscribe.tsx'),
    // Any other path: the 404 page.
    route('*', 'routes/not-found.tsx'),
  ]),
  ...prefix('admin', [
    route('login', 'routes/admin/login.tsx'),
    route('logout', 'routes/admin/logout.tsx'),
    // Every page below checks the session in its layout's loader.
    layout('routes/admin/layout.tsx', [index('routes/admin/dashboard.tsx')]),
  ]),
] satisfies RouteConfig
