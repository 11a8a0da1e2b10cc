import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('subscribe', 'routes/subscribe.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  // Any other path: the 404 page.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
