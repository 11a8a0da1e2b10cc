import { useTranslation } from 'react-i18next'
import { longDate } from '~/languages/formats'
import { usePageLanguage } from '~/languages/link'

/**
 * The frame of a legal page: its title, the 'last updated' date, then its
 * numbered sections. public-site §2: the date shown is today's, decided on the
 * server (the body is rendered there only, decision 080).
 */
export function LegalDocument({
  namespace,
  children,
}: {
  namespace: 'privacy' | 'terms'
  children: React.ReactNode
}) {
  const { t } = useTranslation(namespace)
  const updated = new Date().toISOString().slice(0, 10)
  const date = longDate(updated, usePageLanguage())
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-balance">{t('title')}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        <time dateTime={updated}>{t('lastUpdated', { date })}</time>
      </p>
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  )
}
