import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CaseStudyProof } from '~/proof/proof.server'

/**
 * Outcomes with figures, each linked to the case study that reports it, and
 * that case study featured with its metrics. Nothing shows when no backing
 * case study is live: the site never claims a figure it cannot point to.
 */
export function ProofBand({ proof }: { proof: CaseStudyProof }) {
  const { t } = useTranslation('home')
  const { featured } = proof
  if (!featured || proof.outcomes.length === 0) return null
  return (
    <section
      aria-labelledby="proof-title"
      className="bg-brand-navy px-4 py-16 text-white sm:px-6 lg:py-20"
      data-testid="proof-band"
    >
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-5 lg:items-center">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-teal-200 uppercase">
            {t('proof.featuredLabel')}
          </p>
          <h2 id="proof-title" className="mt-3 text-3xl font-bold tracking-tight text-balance">
            {featured.title}
          </h2>
          <p className="mt-4 text-slate-200">{featured.description}</p>
          <Link
            to={featured.link}
            className="mt-6 inline-flex items-center gap-2 rounded-md bg-white px-4 py-2.5 text-sm font-semibold text-brand-navy hover:bg-slate-100 focus-visible:ring-3 focus-visible:ring-teal-200 focus-visible:outline-none"
          >
            {t('proof.readStory')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 lg:col-span-3">
          {proof.outcomes.map((outcome) => (
            <li key={outcome.key}>
              <Link
                to={outcome.link}
                data-testid="proof-outcome"
                className="flex h-full flex-col gap-2 rounded-xl border border-white/15 bg-white/5 p-6 transition-colors hover:bg-white/10 focus-visible:ring-3 focus-visible:ring-teal-200 focus-visible:outline-none"
              >
                <span className="text-4xl font-bold tracking-tight text-teal-200">
                  {outcome.figure}
                </span>
                <span className="text-slate-100">{t(`proof.outcomes.${outcome.key}`)}</span>
                <span className="mt-auto pt-2 text-sm text-slate-300">{t('proof.source')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
