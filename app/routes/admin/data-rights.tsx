import { useCsrfToken } from '~/admin/use-csrf-token'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { PersonData, type FoundData } from '~/components/admin/data-rights/person-data'
import {
  RetentionSettings,
  type PurgeReport,
} from '~/components/admin/data-rights/retention-settings'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { i18n } from '~/i18n'
import type { Route } from './+types/data-rights'

export { action, loader } from '~/privacy/data-rights-actions.server'

export function meta() {
  return [{ title: `${i18n.t('admin.dataRights.title')} | ${i18n.t('admin.meta.title')}` }]
}

type ActionData = {
  found?: FoundData
  emailError?: string
  retentionError?: string
  purge?: PurgeReport
}

/** People's data rights: find, export and erase what is stored about an address; retention. */
export default function DataRights({ loaderData, ...props }: Route.ComponentProps) {
  const { t } = useTranslation()
  const actionData = props.actionData as ActionData | undefined
  const csrfToken = useCsrfToken()
  return (
    <div className="max-w-3xl space-y-8">
      <h1 className="text-2xl font-semibold">{t('admin.dataRights.title')}</h1>
      <section aria-labelledby="person-heading" className="space-y-4">
        <h2 id="person-heading" className="text-lg font-semibold">
          {t('admin.dataRights.person.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.dataRights.person.explain')}</p>
        {/* POST, so addresses stay out of URLs and access logs. */}
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="csrf" value={csrfToken} />
          <div className="grid gap-1.5">
            <label htmlFor="person-email" className="text-sm font-medium">
              {t('admin.dataRights.person.email')}
            </label>
            <Input
              fieldWidth="lg"
              id="person-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              defaultValue={actionData?.found?.email}
              aria-invalid={actionData?.emailError ? true : undefined}
              aria-describedby={actionData?.emailError ? 'person-error' : undefined}
            />
          </div>
          <Button type="submit" name="intent" value="find">
            {t('admin.dataRights.person.find')}
          </Button>
        </Form>
        {actionData?.emailError ? (
          <p id="person-error" className="text-sm text-destructive">
            {actionData.emailError}
          </p>
        ) : null}
        {actionData?.found ? <PersonData found={actionData.found} csrfToken={csrfToken} /> : null}
      </section>
      <RetentionSettings
        months={loaderData.months}
        error={actionData?.retentionError}
        report={actionData?.purge}
      />
    </div>
  )
}
