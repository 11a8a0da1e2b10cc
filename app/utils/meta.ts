import type { MetaDescriptor } from 'react-router'
import { languageAlternates } from '~/languages/alternates'

interface MetaArgsLike {
  location: { pathname: string }
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
}

export interface PageMeta {
  title: string
  description: string
  /** An absolute site path ('/media/x.png') or URL for og:image. */
  image?: string
  /** Open Graph type: 'website' for pages, 'article' for resources. */
  type?: 'website' | 'article'
}

/** The public origin the root loader passes down (PUBLIC_ORIGIN, server-side config). */
export function publicOriginOf(matches: MetaArgsLike['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { publicOrigin?: string } | undefined
  return root?.publicOrigin ?? ''
}

/**
 * Every public page's head: a unique title and description, the canonical
 * URL on PUBLIC_ORIGIN (path only, no query), Open Graph and Twitter tags.
 */
export function pageMeta(args: MetaArgsLike, page: PageMeta): MetaDescriptor[] {
  const origin = publicOriginOf(args.matches)
  const url = `${origin}${args.location.pathname}`
  const image = page.image && (page.image.startsWith('/') ? `${origin}${page.image}` : page.image)
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternates(args.matches, args.location.pathname).map(({ hrefLang, href }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang,
      href: `${origin}${href}`,
    })),
    { property: 'og:site_name', content: 'Alakin' },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
  ]
}
