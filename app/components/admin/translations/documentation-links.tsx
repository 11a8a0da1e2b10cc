import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** The two translation libraries the site uses; plain links, nothing is loaded from them. */
const links = [
  { key: 'i18next', href: 'https://www.i18next.com/' },
  { key: 'reactI18next', href: 'https://react.i18next.com/' },
] as const

export function DocumentationLinks() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="translation-docs" className="space-y-3">
      <h2 id="translation-docs" className="text-xl font-semibold">
        {t('admin.translations.docs.title')}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
            >
              {t(`admin.translations.docs.${link.key}`)}
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only"> {t('admin.translations.docs.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
