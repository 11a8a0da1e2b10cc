import { Gift } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { storedContentLang } from '~/languages/formats'
import { Link, usePageLanguage } from '~/languages/link'
import { buttonVariants } from '~/components/ui/button'
import type { RegionalOffer } from '~/region/offer.server'

/** Where the region's name goes in its label ("Région : {{region}}"). */
const NAME = '\u0000'

/** The special offer of the visitor's region (public-site §9), as stored by the back office. */
export function OfferBanner({ offer }: { offer: RegionalOffer | null }) {
  const { t } = useTranslation('home')
  const pageLanguage = usePageLanguage()
  if (!offer?.offer) return null
  const { region } = offer
  // Texts staff did not write in the page's language are English, and say so (decision 125).
  const lang = storedContentLang(pageLanguage, offer.offer.language)
  // The region's name and regulatory line are written in English only.
  const regionLang = storedContentLang(pageLanguage)
  const [before, after] = t('offer.region', { region: NAME }).split(NAME)
  return (
    <section
      aria-labelledby="home-offer-title"
      data-testid="offer-banner"
      data-region={region.code}
      className="px-4 sm:px-6"
    >
      <div className="mx-auto mt-8 flex max-w-5xl flex-col gap-4 rounded-xl border bg-accent p-6 text-accent-foreground shadow-sm md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <Gift aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-teal" />
          <div>
            <p className="text-sm font-semibold tracking-wide uppercase">
              {t('offer.label')}
              <span className="sr-only"> – </span>
              <span className="ml-2 font-normal normal-case">
                {before}
                <span lang={regionLang}>{region.name}</span>
                {after}
              </span>
            </p>
            <h2 id="home-offer-title" lang={lang} className="mt-1 text-xl font-bold">
              {offer.offer.title}
            </h2>
            <p lang={lang} className="mt-1">
              {offer.offer.description}
            </p>
            <p lang={regionLang} className="mt-2 text-sm">
              {region.regulatoryInfo}
            </p>
          </div>
        </div>
        <Link
          to={offer.offer.ctaLink}
          lang={lang}
          className={buttonVariants({ className: 'self-start md:self-center' })}
        >
          {offer.offer.ctaText}
        </Link>
      </div>
    </section>
  )
}
