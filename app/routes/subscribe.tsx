import { getFormProps } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigate, useNavigation, useSearchParams } from 'react-router'
import { useLocalizedTo } from '~/languages/link'
import { EnhancedField } from '~/components/newsletter/enhanced-field'
import { Button } from '~/components/ui/button'
import { FailureNotice, FormErrors, InputField } from '~/components/ui/input-field'
import { i18n } from '~/i18n'
import { subscribeSchema } from '~/newsletter/newsletter-schema'
import { keptAsTyped } from '~/utils/kept-as-typed'
import {
  serverActionOrFailure,
  skipRevalidationAfterFailedSend,
} from '~/utils/keep-typed-on-failure'
import { useFormOnDemand } from '~/utils/use-form-on-demand'
import { useHydrated } from '~/utils/use-hydrated'
import type { Route } from './+types/subscribe'
import { showToast } from '~/components/ui/toast'
import 'virtual:copy/subscribe'

export { subscribeAction as action } from '~/newsletter/subscribe-action.server'

// The page's and the footer's form: a send with no answer, or a server error, keeps the form.
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return serverActionOrFailure(request, serverAction, (formData) => ({
    result: keptAsTyped(formData),
    ok: false as const,
    failed: true as const,
  }))
}

/** public-site §9: after a successful subscription, go to /resources after 2 s. */
export const SUBSCRIBE_REDIRECT_MS = 2000

export const shouldRevalidate = skipRevalidationAfterFailedSend

// A 429 answer carries Retry-After.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export function meta() {
  return [
    { title: i18n.t('subscribe.meta.title') },
    { name: 'description', content: i18n.t('subscribe.meta.description') },
  ]
}

// The fields' required attributes: the page needs no zod to render them (decision 078).
export function loader() {
  return { constraint: getZodConstraint(subscribeSchema) }
}

const loadSubscribeSchema = () =>
  import('~/newsletter/newsletter-schema').then((module) => module.subscribeSchema)

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const libraryPath = useLocalizedTo()('/resources')
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const submitting = navigation.state === 'submitting'
  const hydrated = useHydrated()
  const failed = actionData !== undefined && 'failed' in actionData && actionData.failed

  const [form, fields, reach] = useFormOnDemand(loadSubscribeSchema, {
    id: 'subscribe-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: loaderData.constraint,
  })

  useEffect(() => {
    if (!actionData) return
    if (actionData.ok) {
      void showToast('success', t('subscribe.successTitle'), {
        id: 'subscribe-result',
        description: t('subscribe.successBody'),
      })
      const timer = setTimeout(() => navigate(libraryPath), SUBSCRIBE_REDIRECT_MS)
      return () => clearTimeout(timer)
    }
    if (failed) {
      void showToast('error', t('subscribe.failureTitle'), {
        id: 'subscribe-result',
        description: t('subscribe.failureBody'),
      })
    }
  }, [actionData, failed, navigate, t, libraryPath])

  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('subscribe.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('subscribe.subtitle')}</p>
      {searchParams.get('subscribed') ? (
        <p role="status" className="mt-6 rounded-md border bg-accent p-4 text-sm">
          <strong>{t('subscribe.successTitle')}</strong> {t('subscribe.successBody')}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} {...reach} className="mt-8 grid gap-5">
        <EnhancedField />
        {/* Without JavaScript there is no toast: the failure is said here. */}
        {failed && !hydrated ? (
          <FailureNotice title={t('subscribe.failureTitle')} body={t('subscribe.failureBody')} />
        ) : null}
        <FormErrors errors={form.errors} />
        <InputField
          meta={fields.email}
          label={t('subscribe.email')}
          type="email"
          autoComplete="email"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            meta={fields.firstName}
            label={t('subscribe.firstName')}
            autoComplete="given-name"
          />
          <InputField
            meta={fields.lastName}
            label={t('subscribe.lastName')}
            autoComplete="family-name"
          />
        </div>
        <InputField
          meta={fields.company}
          label={t('subscribe.company')}
          autoComplete="organization"
        />
        <Button type="submit" size="lg" disabled={submitting} className="justify-self-start">
          {submitting ? t('subscribe.submitting') : t('subscribe.submit')}
        </Button>
      </Form>
    </section>
  )
}
