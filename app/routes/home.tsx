import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { i18n } from '~/i18n'
import { pageMeta } from '~/utils/meta'
import type { Route } from './+types/home'

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: i18n.t('meta.title'), description: i18n.t('meta.description') })
}

export default function Home() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-teal uppercase">
        {t('home.hero.eyebrow')}
      </p>
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {t('home.hero.title')}
      </h1>
      <p className="max-w-2xl text-lg text-muted-foreground">{t('home.hero.subtitle')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/contact?demo=true">{t('home.hero.bookDemo')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/platform">{t('home.hero.explorePlatform')}</Link>
        </Button>
      </div>
    </section>
  )
}
