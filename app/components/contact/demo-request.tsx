import { CalendarCheck, ChevronDown, Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import 'virtual:copy/contact'

/**
 * The request type on the demo page: set by the page, shown as a fact with its
 * reason and a way out, not as a greyed-out select that looks broken. The
 * hidden input beside the form sends it.
 */
export function FixedRequestType() {
  const { t } = useTranslation()
  return (
    <div className="grid gap-1.5" data-testid="request-type-fixed">
      <p id="contact-request-type" className="text-sm font-medium">
        {t('contact.form.requestType')}
      </p>
      <p
        aria-labelledby="contact-request-type"
        className="inline-flex items-center gap-2 justify-self-start rounded-full border border-primary/30 bg-accent px-3 py-1.5 text-sm font-semibold text-primary"
      >
        <CalendarCheck className="size-4" aria-hidden="true" />
        {t('contact.requestTypes.demo')}
        <Lock className="size-3.5 opacity-70" aria-hidden="true" />
      </p>
      <p className="text-sm text-muted-foreground">
        {t('contact.demo.requestTypeFixed')}{' '}
        <Link to="/contact" className="text-primary underline underline-offset-4">
          {t('contact.demo.otherRequest')}
        </Link>
      </p>
    </div>
  )
}

/**
 * The optional fields, folded under "More details". It opens by itself when one
 * of them has an error, so no error is ever hidden.
 */
export function MoreDetails({ hasErrors, children }: { hasErrors: boolean; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <details
      className="group rounded-lg border bg-muted/40 open:bg-background"
      open={hasErrors || undefined}
      data-testid="contact-more-details"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg p-4 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none">
        <span>
          <span className="block font-medium">{t('contact.demo.moreDetails')}</span>
          <span className="block text-sm text-muted-foreground">
            {t('contact.demo.moreDetailsHint')}
          </span>
        </span>
        <ChevronDown
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="grid gap-5 border-t p-4">{children}</div>
    </details>
  )
}

const nextSteps = ['reply', 'call', 'sandbox'] as const

/** Beside the demo form: what a visitor can expect once the request is sent. */
export function DemoNextSteps() {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="demo-next-title"
      className="rounded-lg border-2 border-primary/20 bg-background p-6 shadow-sm"
      data-testid="demo-next-steps"
    >
      <h2 id="demo-next-title" className="text-lg font-semibold">
        {t('contact.demo.nextTitle')}
      </h2>
      <ol className="mt-4 space-y-4">
        {nextSteps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <span className="pt-1">{t(`contact.demo.nextSteps.${step}`)}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-muted-foreground">{t('contact.demo.nextNote')}</p>
    </section>
  )
}

/** Once the thank-you panel has gone: the request was sent, and what comes next. */
export function SentLine({ demo }: { demo: boolean }) {
  const { t } = useTranslation()
  return (
    <p
      className="mb-5 rounded-md border border-primary/30 bg-accent p-3 text-sm"
      data-testid="contact-sent"
    >
      {t(demo ? 'contact.sent.demo' : 'contact.sent.general')}
    </p>
  )
}
