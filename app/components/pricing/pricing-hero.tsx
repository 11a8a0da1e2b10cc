import { useTranslation } from 'react-i18next'

export function PricingHero() {
  const { t } = useTranslation('pricing')
  return (
    <section
      aria-labelledby="pricing-title"
      className="bg-secondary px-4 pt-20 pb-12 text-center sm:px-6"
    >
      <h1 id="pricing-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {t('hero.title')}
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-secondary-foreground">
        {t('hero.subtitle')}
      </p>
    </section>
  )
}
