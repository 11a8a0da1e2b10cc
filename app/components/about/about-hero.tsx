import { useTranslation } from 'react-i18next'

export function AboutHero() {
  const { t } = useTranslation('about')
  return (
    <section aria-labelledby="about-title" className="bg-secondary px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-teal uppercase">
        {t('hero.eyebrow')}
      </p>
      <h1
        id="about-title"
        className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl"
      >
        {t('hero.title')}
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-secondary-foreground">
        {t('hero.subtitle')}
      </p>
    </section>
  )
}
