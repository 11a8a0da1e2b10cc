import * as Accordion from '@radix-ui/react-accordion'
import { ChevronDown } from 'lucide-react'
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
 * A Radix accordion once hydrated; before that (and without JavaScript)
 * native details/summary elements, so every answer is in the HTML and opens.
 */
export function PricingFaq() {
  const { t } = useTranslation('pricing')
  const hydrated = useHydrated()
  return (
    <PageSection id="faq" width="3xl" title={t('faq.title')}>
      {hydrated ? (
        <Accordion.Root type="single" collapsible className="mt-10">
          {faqItems.map((key) => (
            <Accordion.Item key={key} value={key} className={itemClass} data-faq-item={key}>
              <Accordion.Header className="text-lg">
                <Accordion.Trigger className={`group ${triggerClass}`}>
                  {t(`faq.items.${key}.question`)}
                  <ChevronDown
                    className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="pb-4 text-muted-foreground">
                {t(`faq.items.${key}.answer`)}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
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
