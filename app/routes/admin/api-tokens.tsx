import { useCsrfToken } from '~/admin/use-csrf-token'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { KeyRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { apiTokenSchema } from '~/api-tokens/api-tokens'
import { NewTokenNotice } from '~/components/admin/api-tokens/new-token-notice'
import { TokenList } from '~/components/admin/api-tokens/token-list'
import { Button } from '~/components/ui/button'
import { FormErrors, InputField } from '~/components/ui/input-field'
import { i18n } from '~/i18n'
import type { Route } from './+types/api-tokens'

export { action, loader } from '~/api-tokens/api-tokens-page.server'

export function meta() {
  return [{ title: `${i18n.t('admin.apiTokens.title')} | ${i18n.t('admin.meta.title')}` }]
}

// The page may show a new token's value: no copy of it is kept by any cache.
export const headers = () => ({ 'Cache-Control': 'no-store' })

export default function ApiTokens({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const csrfToken = useCsrfToken()
  const answer = actionData as
    { result?: SubmissionResult; created?: { name: string; token: string } } | undefined
  const [form, fields] = useForm({
    id: 'api-token-form',
    lastResult: navigation.state === 'idle' ? answer?.result : undefined,
    constraint: getZodConstraint(apiTokenSchema),
    shouldValidate: 'onBlur',
    // Cleared while typing: an error vanishing on blur would move the button away from the click.
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: apiTokenSchema }),
  })
  return (
    <div className="max-w-3xl space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{t('admin.apiTokens.title')}</h1>
        <p className="text-muted-foreground">{t('admin.apiTokens.intro')}</p>
        <p className="text-muted-foreground">
          {t('admin.apiTokens.describedAt')}{' '}
          <a
            href="/api/openapi.json"
            className="font-medium text-primary underline underline-offset-4"
          >
            /api/openapi.json
          </a>
        </p>
      </div>
      {answer?.created ? <NewTokenNotice {...answer.created} /> : null}
      <section aria-labelledby="new-token-heading" className="space-y-4 rounded-lg border p-5">
        <h2 id="new-token-heading" className="text-lg font-semibold">
          {t('admin.apiTokens.createHeading')}
        </h2>
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <input type="hidden" name="csrf" value={csrfToken} />
          <FormErrors errors={form.errors} />
          <InputField meta={fields.name} label={t('admin.apiTokens.name')} autoComplete="off" />
          <div>
            <Button type="submit" disabled={navigation.state === 'submitting'}>
              <KeyRound aria-hidden="true" />
              {t('admin.apiTokens.create')}
            </Button>
          </div>
        </Form>
      </section>
      <TokenList tokens={loaderData.tokens} csrfToken={csrfToken} />
    </div>
  )
}
