import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { Button } from '~/components/ui/button'

/** The page for any unknown path (public-site §2 "Not-found page"). */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">{t('notFound.code')}</p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <Button asChild variant="link">
        <Link to="/">{t('notFound.backHome')}</Link>
      </Button>
    </section>
  )
}
