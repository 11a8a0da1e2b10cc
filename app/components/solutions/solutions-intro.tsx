import { useTranslation } from 'react-i18next'

export function SolutionsIntro() {
  const { t } = useTranslation('solutions')
  return (
    <section
      aria-labelledby="solutions-title"
      className="bg-secondary px-4 py-16 text-center sm:px-6 sm:py-24"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-teal uppercase">
        {t('intro.eyebrow')}
      </p>
      <h1
        id="solutions-title"
        className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl"
      >
        {t('intro.title')}
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-secondary-foreground">
        {t('intro.subtitle')}
      </p>
    </section>
  )
}
