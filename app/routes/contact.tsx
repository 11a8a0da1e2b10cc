import { useTranslation } from 'react-i18next'
import { getZodConstraint } from '@conform-to/zod/v4'
import { ContactForm, type ContactActionData } from '~/components/contact/contact-form'
import { ContactInfoCard } from '~/components/contact/contact-info-card'
import { DemoNextSteps } from '~/components/contact/demo-request'
import { WhyChooseCard } from '~/components/contact/why-choose-card'
import { useHashScroll } from '~/components/platform/use-hash-scroll'
import { registrableEvent } from '~/contact/contact-event.server'
import { pageLanguageContext } from '~/languages/page-language.server'
import { contactSchema } from '~/contact/contact-schema'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { keptAsTyped } from '~/utils/kept-as-typed'
import {
  serverActionOrFailure,
  skipRevalidationAfterFailedSend,
} from '~/utils/keep-typed-on-failure'
import { getEnv } from '~/utils/env.server'
import { responseTokensContext } from '~/utils/request-context'
import type { Route } from './+types/contact'
import 'virtual:copy/contact'

export { contactAction as action } from '~/contact/contact-action.server'

// A send that gets no answer (network) or a server error keeps the form and its values.
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return serverActionOrFailure<ContactActionData>(request, serverAction, (formData) => ({
    result: keptAsTyped(formData),
    failed: true,
  }))
}

export const shouldRevalidate = skipRevalidationAfterFailedSend

// A 429 answer carries Retry-After.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export function meta() {
  return [
    { title: i18n.t('contact.meta.title') },
    { name: 'description', content: i18n.t('contact.meta.description') },
  ]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const demo = url.searchParams.get('demo') === 'true'
  // A registration request from an event's page: the event is named in the form.
  const event = demo
    ? null
    : await registrableEvent(db(), url.searchParams.get('event'), context.get(pageLanguageContext))
  return {
    demo,
    event,
    // public-site §4: demo mode forces demo; otherwise ?department=, else general.
    defaultRequestType: demo ? 'demo' : (url.searchParams.get('department') ?? 'general'),
    // The fields' required and pattern attributes: the page needs no zod to render them.
    constraint: getZodConstraint(contactSchema),
    // One per rendered form: a double submit stores one message.
    formId: context.get(responseTokensContext).create(),
    infoMailbox: getEnv().INFO_MAILBOX,
  }
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { demo } = loaderData
  // public-site §2: to the hash's element, else to the top, after 100 ms.
  useHashScroll()
  return (
    <>
      <section className="bg-secondary px-4 py-16 text-center sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-balance">
          {t(demo ? 'contact.hero.demoTitle' : 'contact.hero.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-secondary-foreground">
          {t(demo ? 'contact.hero.demoSubtitle' : 'contact.hero.subtitle')}
        </p>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="contact-form-title" className="lg:col-span-2">
          <h2 id="contact-form-title" className="mb-6 text-2xl font-semibold">
            {t('contact.form.title')}
          </h2>
          <ContactForm
            key={loaderData.defaultRequestType}
            actionData={actionData}
            constraint={loaderData.constraint}
            formId={loaderData.formId}
            defaultRequestType={loaderData.defaultRequestType}
            demo={demo}
            infoMailbox={loaderData.infoMailbox}
            event={loaderData.event}
          />
        </section>
        <div className="space-y-6">
          {demo ? <DemoNextSteps /> : null}
          <ContactInfoCard infoMailbox={loaderData.infoMailbox} />
          <WhyChooseCard />
        </div>
      </div>
    </>
  )
}
