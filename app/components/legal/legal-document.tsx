import { useTranslation } from 'react-i18next'

/** The frame of a legal page: its title, the 'last updated' date, then its numbered sections. */
export function LegalDocument({
  namespace,
  updated,
  children,
}: {
  namespace: 'privacy' | 'terms'
  /** A calendar date, YYYY-MM-DD. */
  updated: string
  children: React.ReactNode
}) {
  const { t } = useTranslation(namespace)
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${updated}T00:00:00Z`),
  )
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
