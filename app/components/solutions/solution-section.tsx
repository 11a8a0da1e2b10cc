import { CircleCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/utils/cn'
import { SolutionImage } from './solution-image'
import type { Solution } from './solutions'

/** One solution: heading, description, benefits, 'Schedule a demo' and its illustration. */
export function SolutionSection({ solution, flipped }: { solution: Solution; flipped: boolean }) {
  const { t } = useTranslation('solutions')
  const copy = (key: string) => t(`sections.${solution.key}.${key}`)
  const headingId = `${solution.id}-title`
  return (
    <section
      id={solution.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 px-4 py-16 odd:bg-background even:bg-muted sm:px-6"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
        <div className={cn(flipped && 'md:order-2')}>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight">
            {copy('title')}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{copy('description')}</p>
          <h3 className="mt-6 text-base font-semibold">{t('common.benefits')}</h3>
          <ul className="mt-3 space-y-3">
            {solution.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <CircleCheck
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-teal"
                />
                <span>{copy(`benefits.${benefit}`)}</span>
              </li>
            ))}
          </ul>
          <Link
            to="/contact?demo=true"
            aria-describedby={headingId}
            className={cn(buttonVariants(), 'mt-8')}
          >
            {t('common.scheduleDemo')}
          </Link>
        </div>
        <SolutionImage image={solution.image} alt={copy('imageAlt')} icon={solution.icon} />
      </div>
    </section>
  )
}
