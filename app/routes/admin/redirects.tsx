import { useCsrfToken } from '~/admin/use-csrf-token'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { EditAndDelete, ListTable } from '~/components/admin/list-table'
import { Button } from '~/components/ui/button'
import { FormErrors, InputField } from '~/components/ui/input-field'
import { i18n } from '~/i18n'
import { redirectSchema } from '~/redirects/redirects'
import type { Route } from './+types/redirects'

export { action, loader } from '~/redirects/redirects-page.server'

export function meta() {
  return [{ title: `${i18n.t('admin.redirects.title')} | ${i18n.t('admin.meta.title')}` }]
}

const code = 'min-w-40 font-mono break-all'

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const csrfToken = useCsrfToken()
  const { rows, editing, confirming } = loaderData
  const answer = actionData as { result?: SubmissionResult } | undefined
  const [form, fields] = useForm({
    // A new id per redirect edited: the form starts again from its values.
    id: `redirect-form-${editing?.id ?? 'new'}`,
    lastResult: navigation.state === 'idle' ? answer?.result : undefined,
    defaultValue: editing ?? undefined,
    constraint: getZodConstraint(redirectSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: redirectSchema }),
  })
  return (
    <div className="max-w-4xl space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{t('admin.redirects.title')}</h1>
        <p className="text-muted-foreground">{t('admin.redirects.intro')}</p>
      </div>
      <section aria-labelledby="redirect-form-heading" className="space-y-4 rounded-lg border p-5">
        <h2 id="redirect-form-heading" className="text-lg font-semibold">
          {t(`admin.redirects.${editing ? 'editHeading' : 'addHeading'}`)}
        </h2>
        <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="csrf" value={csrfToken} />
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <div className="sm:col-span-2">
            <FormErrors errors={form.errors} />
          </div>
          <InputField
            meta={fields.from}
            label={t('admin.redirects.from')}
            placeholder="/old-page"
            autoComplete="off"
            spellCheck={false}
          />
          <InputField
            meta={fields.to}
            label={t('admin.redirects.to')}
            placeholder="/resources"
            autoComplete="off"
            spellCheck={false}
          />
          <div className="flex gap-3 sm:col-span-2">
            <Button type="submit" disabled={navigation.state === 'submitting'}>
              {t(`admin.redirects.${editing ? 'save' : 'add'}`)}
            </Button>
            {editing ? (
              <Button asChild variant="outline">
                <Link to="/admin/redirects">{t('admin.common.cancel')}</Link>
              </Button>
            ) : null}
          </div>
        </Form>
      </section>
      <ListTable
        rows={rows}
        rowKey={(row) => row.id}
        label={t('admin.redirects.title')}
        empty={t('admin.redirects.empty')}
        columns={[
          {
            key: 'from',
            lead: true,
            header: t('admin.redirects.from'),
            cell: (row) => row.from,
            className: code,
          },
          {
            key: 'to',
            wide: true,
            header: t('admin.redirects.to'),
            cell: (row) => row.to,
            className: code,
          },
          {
            key: 'updated',
            header: t('admin.redirects.updated'),
            cell: (row) => row.updatedAt,
            className: 'whitespace-nowrap',
          },
        ]}
        actions={(row) => (
          <EditAndDelete
            id={row.id}
            name={row.from}
            editHref={`?edit=${encodeURIComponent(row.id)}`}
            confirming={confirming}
            permanent
          />
        )}
      />
    </div>
  )
}
