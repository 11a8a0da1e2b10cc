import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
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

const question =
  'flex w-full items-center justify-between gap-4 rounded-sm py-4 text-left text-lg font-medium outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring'

/**
 * Native details/summary elements, so every answer is in the HTML and opens
 * without JavaScript, each after the accordion's heading and question button,
 * hidden and empty. Server-rendered only (decision 159): in the browser,
 * `openFaqAsAccordion` (faq-accordion.ts) makes the accordion of these very
 * elements, so the browser carries none of their words or classes. The
 * chevron turns with the details' `open`, then with the question's
 * `aria-expanded` (animated, as the accordion's always was).
 */
export function PricingFaq() {
  const { t } = useTranslation('pricing')
  return (
    <PageSection id="faq" width="3xl" title={t('faq.title')}>
      <div className="mt-10">
        {faqItems.map((key) => (
          <div key={key} className="group/faq border-b" data-faq-item={key}>
            <h3 className="text-lg" hidden>
              <button
                type="button"
                id={`faq-${key}-question`}
                aria-expanded="false"
                aria-controls={`faq-${key}-answer`}
                className={question}
              />
            </h3>
            <details>
              <summary
                className={`${question} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
              >
                {t(`faq.items.${key}.question`)}
                <ChevronDown
                  className="size-5 shrink-0 in-open:rotate-180 group-has-[[aria-expanded=true]]/faq:rotate-180 group-has-[h3:not([hidden])]/faq:motion-safe:transition-transform"
                  aria-hidden="true"
                />
              </summary>
              <p
                id={`faq-${key}-answer`}
                role="region"
                aria-labelledby={`faq-${key}-question`}
                className="pb-4 text-muted-foreground"
              >
                {t(`faq.items.${key}.answer`)}
              </p>
            </details>
          </div>
        ))}
      </div>
    </PageSection>
  )
}
