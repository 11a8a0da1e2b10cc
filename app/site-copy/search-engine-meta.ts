/**
 * A public page's head from its search-engine fields (issue 36): the title,
 * description and social image staff published for the page's language (the
 * root loader's `copy`, so the server render and the browser agree), else the
 * locale file's texts; into the title, the description, Open Graph and
 * Twitter tags (pageMeta) and a schema.org WebPage as JSON-LD.
 */
import type { MetaDescriptor } from 'react-router'
import { i18n } from '~/i18n'
import { pageMeta, publicOriginOf } from '~/utils/meta'
import type { PageCopy } from './copy-i18n'

interface MetaArgsLike {
  location: { pathname: string }
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
}

export function searchEngineMeta(args: MetaArgsLike, page: string): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as
    { copy?: PageCopy; language?: string } | undefined
  const field = (name: string) => root?.copy?.overrides[`${page}:meta.${name}`]
  const title = field('title') || i18n.t(`${page}:meta.title`)
  const description = field('description') || i18n.t(`${page}:meta.description`)
  const image = field('image') || undefined
  const origin = publicOriginOf(args.matches)
  return [
    ...pageMeta(args, { title, description, image }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: title,
        description,
        url: `${origin}${args.location.pathname}`,
        inLanguage: root?.language ?? 'en',
        ...(image && { image: `${origin}${image}` }),
      },
    },
  ]
}
