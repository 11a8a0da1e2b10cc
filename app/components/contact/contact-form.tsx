import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { contactSchema, requestTypes, serviceTypes } from '~/contact/contact-schema'
import { Button } from '~/components/ui/button'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { FormErrors, InputField } from '~/components/ui/input-field'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { showToast } from '~/components/ui/toast'

/** public-site §9: the thank-you panel reverts to the form after 5 s. */
export const THANK_YOU_RESET_MS = 5000

export interface ContactActionData {
  result: SubmissionResult<string[]>
  sent?: boolean
  failed?: boolean
  formId?: string
}

export function ContactForm({
  actionData,
  formId,
  defaultRequestType,
  demo,
  infoMailbox,
}: {
  actionData?: ContactActionData
  formId: string
  defaultRequestType: string
  demo: boolean
  infoMailbox: string
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const submitting =
    navigation.state === 'submitting' && navigation.formAction?.startsWith('/contact')
  // The thank-you panel shows for the latest accepted message until it is dismissed.
  const thanksFor = actionData?.sent ? actionData.formId : undefined
  const [dismissed, setDismissed] = useState<string>()
  const showThanks = thanksFor !== undefined && dismissed !== thanksFor

  const [form, fields] = useForm({
    id: 'contact-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(contactSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    defaultValue: { requestType: demo ? 'demo' : defaultRequestType, serviceType: 'enterprise' },
  })

  // Each answer from the server: the thank-you panel and toast, or the failure toast.
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

  useEffect(() => {
    if (!showThanks) return
    const timer = setTimeout(() => setDismissed(thanksFor), THANK_YOU_RESET_MS)
    return () => clearTimeout(timer)
  }, [showThanks, thanksFor])

  if (showThanks) {
    return (
      <div role="status" className="space-y-4 rounded-lg border bg-accent p-8 text-center">
        <h2 className="text-2xl font-semibold">{t('contact.thanks.title')}</h2>
        <p className="text-muted-foreground">{t('contact.thanks.body', { email: infoMailbox })}</p>
        <Button type="button" variant="outline" onClick={() => setDismissed(thanksFor)}>
          {t('contact.thanks.again')}
        </Button>
      </div>
    )
  }

  return (
    <Form method="post" action="/contact" {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="formId" value={actionData?.formId ?? formId} />
      {demo ? <input type="hidden" name="requestType" value="demo" /> : null}
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <FormErrors errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          meta={fields.firstName}
          label={t('contact.form.firstName')}
          autoComplete="given-name"
        />
        <InputField
          meta={fields.lastName}
          label={t('contact.form.lastName')}
          autoComplete="family-name"
        />
        <InputField
          meta={fields.email}
          label={t('contact.form.email')}
          type="email"
          autoComplete="email"
        />
        <InputField
          meta={fields.phone}
          label={t('contact.form.phone')}
          type="tel"
          autoComplete="tel"
        />
        <InputField
          meta={fields.company}
          label={t('contact.form.company')}
          autoComplete="organization"
        />
        <InputField
          meta={fields.jobTitle}
          label={t('contact.form.jobTitle')}
          autoComplete="organization-title"
        />
        <Field>
          <FieldLabel htmlFor={fields.requestType.id}>{t('contact.form.requestType')}</FieldLabel>
          <NativeSelect {...getSelectProps(fields.requestType)} disabled={demo}>
            {requestTypes.map((value) => (
              <option key={value} value={value}>
                {t(`contact.requestTypes.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
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
      </div>
      <Field>
        <FieldLabel htmlFor={fields.message.id}>{t('contact.form.message')}</FieldLabel>
        <Textarea {...getTextareaProps(fields.message)} rows={5} />
        <FieldError id={fields.message.errorId} errors={fields.message.errors} />
      </Field>
      <div className="grid gap-3">
        <div className="flex items-start gap-3">
          <input
            {...getInputProps(fields.marketingConsent, { type: 'checkbox' })}
            className="mt-1 size-4 accent-primary"
          />
          <label htmlFor={fields.marketingConsent.id} className="text-sm text-muted-foreground">
            {t('contact.form.marketingConsent')}
          </label>
        </div>
        <div className="grid gap-1">
          <div className="flex items-start gap-3">
            <input
              {...getInputProps(fields.privacyPolicy, { type: 'checkbox' })}
              className="mt-1 size-4 accent-primary"
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
      </div>
      <Button type="submit" size="lg" disabled={submitting} className="justify-self-start">
        {submitting ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </Form>
  )
}
