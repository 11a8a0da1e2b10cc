import { useTranslation } from 'react-i18next'

export function ComplianceHero() {
  const { t } = useTranslation('compliance')
  return (
    <section className="bg-secondary px-4 py-16 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-teal uppercase">
        {t('hero.eyebrow')}
      </p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {t('hero.title')}
      </h1>
      <p className="mx-auto mt-4 max-w-3xl text-lg text-secondary-foreground">
        {t('hero.subtitle')}
      </p>
    </section>
  )
}
