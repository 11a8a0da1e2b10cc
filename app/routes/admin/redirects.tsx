import { useCsrfToken } from '~/admin/use-csrf-token'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { ConfirmDelete } from '~/components/admin/confirm-delete'
import { Button } from '~/components/ui/button'
import { FormErrors, InputField } from '~/components/ui/input-field'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table'
import { i18n } from '~/i18n'
import { redirectSchema } from '~/redirects/redirects'
import type { Route } from './+types/redirects'

export { action, loader } from '~/redirects/redirects-page.server'

export function meta() {
  return [{ title: `${i18n.t('admin.redirects.title')} | ${i18n.t('admin.meta.title')}` }]
}

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
      {rows.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {t('admin.redirects.empty')}
        </p>
      ) : (
        <Table label={t('admin.redirects.title')}>
          <TableHeader>
            <tr>
              <TableHead>{t('admin.redirects.from')}</TableHead>
              <TableHead>{t('admin.redirects.to')}</TableHead>
              <TableHead>{t('admin.redirects.updated')}</TableHead>
              <TableHead>{t('admin.common.actions')}</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="min-w-40 font-mono break-all">{row.from}</TableCell>
                <TableCell className="min-w-40 font-mono break-all">{row.to}</TableCell>
                <TableCell className="whitespace-nowrap">{row.updatedAt}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {confirming === row.id ? (
                    <ConfirmDelete
                      id={row.id}
                      name={row.from}
                      csrfToken={csrfToken}
                      inline
                      permanent
                    />
                  ) : (
                    <span className="flex items-center gap-1">
                      <Button asChild variant="ghost" size="icon">
                        <Link
                          to={`?edit=${encodeURIComponent(row.id)}`}
                          aria-label={t('admin.common.editNamed', { name: row.from })}
                        >
                          <Pencil aria-hidden="true" />
                        </Link>
                      </Button>
                      <ConfirmDelete id={row.id} name={row.from} csrfToken={csrfToken} permanent />
                    </span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
