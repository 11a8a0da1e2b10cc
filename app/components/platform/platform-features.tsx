import { useTranslation } from 'react-i18next'
import { capabilities } from './capabilities'

export function PlatformFeatures() {
  const { t } = useTranslation('platform')
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <div className="text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">
            {t('features.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('features.subtitle')}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {capabilities.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-lg border p-6">
              <Icon className="size-8 text-primary" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{t(`features.items.${key}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`features.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
