import { describe, expect, test } from 'vitest'
import { pageMeta } from './meta'

const args = (pathname: string) => ({
  location: { pathname },
  matches: [{ id: 'root', loaderData: { publicOrigin: 'https://www.alakin.com' } }],
})

describe('pageMeta', () => {
  test('canonical and og:url are the public origin plus the path', () => {
    const meta = pageMeta(args('/about'), { title: 'About | Alakin', description: 'Who we are' })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.alakin.com/about',
    })
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://www.alakin.com/about' })
    expect(meta).toContainEqual({ title: 'About | Alakin' })
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary' })
  })

  test('a site-path image becomes absolute and asks for the large card', () => {
    const meta = pageMeta(args('/'), { title: 'T', description: 'D', image: '/media/og.png' })
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://www.alakin.com/media/og.png',
    })
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })
})
