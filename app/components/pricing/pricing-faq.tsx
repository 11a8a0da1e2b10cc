import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '~/utils/use-hydrated'
import { PageSection } from '~/components/marketing/page-section'

/** public-site §2: the 11 questions, in the spec's order. */
export const faqItems = [
  'trial',
  'changePlan',
  'setupFee',
  'nonprofit',
  'payment',
  'support',
  'addons',
  'training',
  'marketplace',
  'contracts',
  'demo',
] as const

const itemClass = 'border-b'
const triggerClass =
  'flex w-full items-center justify-between gap-4 rounded-sm py-4 text-left text-lg font-medium outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring'

/**
 * An accordion once hydrated (one answer open at a time, or none; the
 * questions are buttons in headings, moved between with the arrow keys, Home
 * and End, as WAI-ARIA's accordion pattern has it); before that (and without
 * JavaScript) native details/summary elements, so every answer is in the HTML
 * and opens. Written here rather than with Radix's accordion, which cost the
 * page 9 kB of JavaScript (decision 144).
 */
export function PricingFaq() {
  const { t } = useTranslation('pricing')
  const hydrated = useHydrated()
  const [open, setOpen] = useState<string | null>(null)
  return (
    <PageSection id="faq" width="3xl" title={t('faq.title')}>
      {hydrated ? (
        // The arrow keys are the buttons'; the list only routes them.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div className="mt-10" onKeyDown={moveAmongQuestions}>
          {faqItems.map((key) => {
            const state = open === key ? 'open' : 'closed'
            return (
              <div key={key} className={itemClass} data-faq-item={key} data-state={state}>
                <h3 className="text-lg" data-state={state}>
                  <button
                    type="button"
                    id={`faq-${key}-question`}
                    aria-expanded={open === key}
                    aria-controls={`faq-${key}-answer`}
                    data-state={state}
                    data-faq-question=""
                    onClick={() => setOpen(open === key ? null : key)}
                    className={`group ${triggerClass}`}
                  >
                    {t(`faq.items.${key}.question`)}
                    <ChevronDown
                      className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                      aria-hidden="true"
                    />
                  </button>
                </h3>
                <div
                  id={`faq-${key}-answer`}
                  role="region"
                  aria-labelledby={`faq-${key}-question`}
                  data-state={state}
                  hidden={open !== key}
                  className="pb-4 text-muted-foreground"
                >
                  {open === key && t(`faq.items.${key}.answer`)}
                </div>
              </div>
            )
          })}
        </div>
      ) : (
        <div className="mt-10">
          {faqItems.map((key) => (
            <details key={key} className={`group ${itemClass}`} data-faq-item={key}>
              <summary
                className={`${triggerClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
              >
                {t(`faq.items.${key}.question`)}
                <ChevronDown className="size-5 shrink-0 group-open:rotate-180" aria-hidden="true" />
              </summary>
              <p className="pb-4 text-muted-foreground">{t(`faq.items.${key}.answer`)}</p>
            </details>
          ))}
        </div>
      )}
    </PageSection>
  )
}

/** Arrow keys, Home and End move the focus among the questions (wrapping around). */
function moveAmongQuestions(event: React.KeyboardEvent<HTMLElement>) {
  const questions = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-faq-question]'),
  ]
  const at = questions.indexOf(event.target as HTMLButtonElement)
  if (at === -1) return
  const last = questions.length - 1
  const next = {
    ArrowDown: at === last ? 0 : at + 1,
    ArrowUp: at === 0 ? last : at - 1,
    Home: 0,
    End: last,
  }[event.key]
  if (next === undefined) return
  event.preventDefault()
  questions[next]!.focus()
}
