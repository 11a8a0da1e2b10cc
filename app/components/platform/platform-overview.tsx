import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { Button } from '~/components/ui/button'

export function PlatformOverview() {
  const { t } = useTranslation('platform')
  return (
    <section
      id="overview"
      aria-labelledby="overview-title"
      className="scroll-mt-20 bg-secondary px-4 py-20 text-center sm:px-6"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-teal uppercase">
        {t('overview.eyebrow')}
      </p>
      <h1
        id="overview-title"
        className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl"
      >
        {t('overview.title')}
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-secondary-foreground">
        {t('overview.subtitle')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/contact?demo=true">{t('overview.bookDemo')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="#features">{t('overview.seeFeatures')}</a>
        </Button>
      </div>
    </section>
  )
}
