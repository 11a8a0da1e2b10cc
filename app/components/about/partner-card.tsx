import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Partner } from './partners'

export function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation('about')
  const name = t(`research.partners.${partner.key}.name`)
  return (
    <li className="flex flex-col rounded-lg border bg-background p-6 shadow-sm">
      <img
        src={partner.logo}
        alt={t(`research.partners.${partner.key}.logoAlt`)}
        width={partner.logoWidth}
        height={64}
        loading="lazy"
        className="h-auto max-h-16 w-auto max-w-full self-start"
      />
      <h3 className="mt-6 text-xl font-semibold">{name}</h3>
      <p className="mt-2 flex-1 text-muted-foreground">
        {t(`research.partners.${partner.key}.description`)}
      </p>
      {partner.url && (
        <a
          href={partner.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-1.5 self-start rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        >
          {t('research.visitSite', { name })}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('research.newTab')}</span>
        </a>
      )}
    </li>
  )
}
