import { useTranslation } from 'react-i18next'
import { PartnerCard } from './partner-card'
import { partners } from './partners'

export function ResearchSection() {
  const { t } = useTranslation('about')
  return (
    <section
      id="research"
      aria-labelledby="research-title"
      className="scroll-mt-20 bg-muted px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <div className="text-center">
          <h2 id="research-title" className="text-3xl font-bold tracking-tight">
            {t('research.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('research.subtitle')}</p>
        </div>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {partners.map((partner) => (
            <PartnerCard key={partner.key} partner={partner} />
          ))}
        </ul>
      </div>
    </section>
  )
}
