import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from '@conform-to/react'
import type { getZodConstraint } from '@conform-to/zod/v4'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { Link } from '~/languages/link'
import { requestTypes, serviceTypes } from '~/contact/contact-options'
import { Button } from '~/components/ui/button'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { FailureNotice, FormErrors, InputField } from '~/components/ui/input-field'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { showToast } from '~/components/ui/toast'
import { useFormOnDemand } from '~/utils/use-form-on-demand'
import { FixedRequestType, MoreDetails, SentLine } from './demo-request'
import { useHydrated } from '~/utils/use-hydrated'
import 'virtual:copy/contact'

/** public-site §9: the thank-you panel reverts to the form after 5 s. */
export const THANK_YOU_RESET_MS = 5000

export interface ContactActionData {
  result: SubmissionResult<string[]>
  sent?: boolean
  failed?: boolean
  formId?: string
}

/** The fields' HTML constraints (`required`, `pattern`), from the schema, given by the loader. */
export type FormConstraint = ReturnType<typeof getZodConstraint>

/** An event a registration request is about (`/contact?event={id}`). */
export interface ContactEvent {
  title: string
  date: string
}

/**
 * The contact form and, after a send, the thank-you panel in its place. The
 * panel is moved into view and focused, so it is seen and read out; when it
 * reverts (5 s, or 'Send another message') a fresh, empty form takes its place
 * for the same context (demo, department, event) and the first field gets focus.
 */
export function ContactForm({
  actionData,
  constraint,
  formId,
  defaultRequestType,
  demo,
  infoMailbox,
  event,
}: {
  actionData?: ContactActionData
  constraint: FormConstraint
  formId: string
  defaultRequestType: string
  demo: boolean
  infoMailbox: string
  event?: ContactEvent | null
}) {
  const { t } = useTranslation()
  // The latest accepted message: its answer carries the next form's id.
  const sentId = actionData?.sent ? actionData.formId : undefined
  const [lastSent, setLastSent] = useState(sentId)
  if (sentId !== undefined && sentId !== lastSent) setLastSent(sentId)
  const [dismissed, setDismissed] = useState<string>()
  const showThanks = lastSent !== undefined && dismissed !== lastSent
  const refocus = useRef(false)

  // Each answer from the server: the success toast, or the failure toast.
  useEffect(() => {
    if (actionData?.sent) {
      // The id makes a re-run of this effect update the toast, not add a second one.
      void showToast('success', t('contact.toast.successTitle'), {
        id: actionData.formId,
        description: t('contact.toast.successBody', { company: 'Alakin' }),
      })
    } else if (actionData?.failed) {
      void showToast('error', t('contact.toast.errorTitle'), {
        id: 'contact-failure',
        description: t('contact.toast.errorBody'),
      })
    }
  }, [actionData, t])

  const dismiss = useCallback(() => {
    refocus.current = true
    setDismissed(lastSent)
  }, [lastSent])

  useEffect(() => {
    if (!showThanks) return
    const timer = setTimeout(dismiss, THANK_YOU_RESET_MS)
    return () => clearTimeout(timer)
  }, [showThanks, dismiss])

  if (showThanks) {
    return <ThankYouPanel infoMailbox={infoMailbox} onAgain={dismiss} />
  }
  return (
    <>
      {lastSent !== undefined ? <SentLine demo={demo} /> : null}
      <ContactFields
        // A new form after each accepted message: nothing of the last one lingers.
        key={lastSent ?? 'first'}
        actionData={actionData?.sent ? undefined : actionData}
        constraint={constraint}
        formId={lastSent ?? formId}
        defaultRequestType={defaultRequestType}
        demo={demo}
        event={event}
        focusFirstFieldRef={refocus}
      />
    </>
  )
}

function ThankYouPanel({ infoMailbox, onAgain }: { infoMailbox: string; onAgain: () => void }) {
  const { t } = useTranslation()
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = panel.current
    if (!element) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' })
    element.focus({ preventScroll: true })
  }, [])
  return (
    <div
      ref={panel}
      role="status"
      tabIndex={-1}
      aria-labelledby="contact-thanks-title"
      aria-describedby="contact-thanks-body"
      data-testid="contact-thanks"
      className="scroll-mt-20 space-y-4 rounded-lg border bg-accent p-8 text-center outline-none focus-visible:ring-3 focus-visible:ring-ring"
    >
      <h2 id="contact-thanks-title" className="text-2xl font-semibold">
        {t('contact.thanks.title')}
      </h2>
      <p id="contact-thanks-body" className="text-muted-foreground">
        {t('contact.thanks.body', { email: infoMailbox })}
      </p>
      <Button type="button" variant="outline" onClick={onAgain}>
        {t('contact.thanks.again')}
      </Button>
    </div>
  )
}

const loadContactSchema = () =>
  import('~/contact/contact-schema').then((module) => module.contactSchema)

function ContactFields({
  actionData,
  constraint,
  formId,
  defaultRequestType,
  demo,
  event,
  focusFirstFieldRef,
}: {
  actionData?: ContactActionData
  constraint: FormConstraint
  formId: string
  defaultRequestType: string
  demo: boolean
  event?: ContactEvent | null
  focusFirstFieldRef: React.RefObject<boolean>
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const submitting =
    navigation.state === 'submitting' && navigation.formAction?.startsWith('/contact')

  const [form, fields, reach] = useFormOnDemand(loadContactSchema, {
    id: 'contact-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint,
    defaultValue: {
      requestType: demo ? 'demo' : defaultRequestType,
      serviceType: 'enterprise',
      message: event ? t('contact.event.message', { title: event.title, date: event.date }) : '',
    },
  })

  // After the thank-you panel, the visitor starts again at the first field.
  useEffect(() => {
    if (!focusFirstFieldRef.current) return
    focusFirstFieldRef.current = false
    document.getElementById(fields.firstName.id)?.focus()
  }, [focusFirstFieldRef, fields.firstName.id])

  const firstName = (
    <InputField
      meta={fields.firstName}
      label={t('contact.form.firstName')}
      autoComplete="given-name"
    />
  )
  const lastName = (
    <InputField
      meta={fields.lastName}
      label={t('contact.form.lastName')}
      autoComplete="family-name"
    />
  )
  const email = (
    <InputField
      meta={fields.email}
      label={t('contact.form.email')}
      type="email"
      autoComplete="email"
    />
  )
  const phone = (
    <InputField meta={fields.phone} label={t('contact.form.phone')} type="tel" autoComplete="tel" />
  )
  const company = (
    <InputField
      meta={fields.company}
      label={t('contact.form.company')}
      autoComplete="organization"
    />
  )
  const jobTitle = (
    <InputField
      meta={fields.jobTitle}
      label={t('contact.form.jobTitle')}
      autoComplete="organization-title"
    />
  )
  const serviceType = (
    <Field>
      <FieldLabel htmlFor={fields.serviceType.id}>{t('contact.form.serviceType')}</FieldLabel>
      <NativeSelect {...getSelectProps(fields.serviceType)}>
        {serviceTypes.map((value) => (
          <option key={value} value={value}>
            {t(`contact.serviceTypes.${value}`)}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={fields.serviceType.errorId} errors={fields.serviceType.errors} />
    </Field>
  )
  const message = (
    <Field>
      <FieldLabel htmlFor={fields.message.id}>{t('contact.form.message')}</FieldLabel>
      {demo ? (
        <p id="contact-message-hint" className="text-sm text-muted-foreground">
          {t('contact.demo.messageHint')}
        </p>
      ) : null}
      <Textarea {...getTextareaProps(fields.message)} rows={demo ? 4 : 5} />
      <FieldError id={fields.message.errorId} errors={fields.message.errors} />
    </Field>
  )
  const marketingConsent = (
    <div className="flex items-start gap-3">
      <input
        {...getInputProps(fields.marketingConsent, { type: 'checkbox' })}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <label htmlFor={fields.marketingConsent.id} className="text-sm text-muted-foreground">
        {t('contact.form.marketingConsent')}
      </label>
    </div>
  )
  const privacyPolicy = (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(fields.privacyPolicy, { type: 'checkbox' })}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <label htmlFor={fields.privacyPolicy.id} className="text-sm">
          {t('contact.form.privacyPolicy')}{' '}
          <Link to="/privacy" className="text-primary underline underline-offset-4">
            {t('contact.form.privacyPolicyLink')}
          </Link>
        </label>
      </div>
      <FieldError id={fields.privacyPolicy.errorId} errors={fields.privacyPolicy.errors} />
    </div>
  )

  return (
    // No action: the post goes to this very URL, so ?demo=true, ?department=
    // and ?event= stay in the address and in the page after the send.
    <Form method="post" {...getFormProps(form)} {...reach} className="grid gap-5">
      <input type="hidden" name="formId" value={formId} />
      {demo ? <input type="hidden" name="requestType" value="demo" /> : null}
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {event ? (
        <p className="rounded-md border bg-accent p-3 text-sm" data-testid="contact-event">
          {t('contact.event.note', { title: event.title, date: event.date })}
        </p>
      ) : null}
      {/* Without JavaScript there is no toast: the failure is said here. */}
      {actionData?.failed && !hydrated ? (
        <FailureNotice title={t('contact.toast.errorTitle')} body={t('contact.toast.errorBody')} />
      ) : null}
      <FormErrors errors={form.errors} />
      {demo ? (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            {firstName}
            {lastName}
            {email}
            {company}
          </div>
          <FixedRequestType />
          {message}
          <MoreDetails
            hasErrors={[fields.phone, fields.jobTitle, fields.serviceType].some(
              (field) => (field.errors?.length ?? 0) > 0,
            )}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              {phone}
              {jobTitle}
              {serviceType}
            </div>
            {marketingConsent}
          </MoreDetails>
          {privacyPolicy}
        </>
      ) : (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            {firstName}
            {lastName}
            {email}
            {phone}
            {company}
            {jobTitle}
            <Field>
              <FieldLabel htmlFor={fields.requestType.id}>
                {t('contact.form.requestType')}
              </FieldLabel>
              <NativeSelect {...getSelectProps(fields.requestType)}>
                {requestTypes.map((value) => (
                  <option key={value} value={value}>
                    {t(`contact.requestTypes.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {serviceType}
          </div>
          {message}
          <div className="grid gap-3">
            {marketingConsent}
            {privacyPolicy}
          </div>
        </>
      )}
      <Button type="submit" size="lg" disabled={submitting} className="justify-self-start">
        {submitting ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </Form>
  )
}
