import { useCsrfToken } from '~/admin/use-csrf-token'
import { Pencil, Plus } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation, useSearchParams, useSubmit } from 'react-router'
import { ListLoadingStatus } from '~/components/admin/list-loading-status'
import { CollectionIcon } from '~/components/admin/collection-icon'
import { ImageOrInitial } from '~/components/admin/image-or-initial'
import { ConfirmDelete } from '~/components/admin/confirm-delete'
import { StatusBadge } from '~/components/admin/status-badge'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table'
import type { ListColumn } from '~/content/collection'
import { contentType } from '~/content/registry'
import { i18n } from '~/i18n'
import type { Route } from './+types/collection-list'
import { showToast } from '~/components/ui/toast'

export { listAction as action, listLoader as loader } from '~/content/collection-actions.server'

export function meta({ loaderData }: Route.MetaArgs) {
  const words = contentType(loaderData?.slug)?.words
  return [{ title: `${i18n.t(`${words}.title`)} | ${i18n.t('admin.meta.title')}` }]
}

export default function CollectionList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const definition = contentType(loaderData.slug)!
  const csrfToken = useCsrfToken()
  const [searchParams] = useSearchParams()
  const confirming = searchParams.get('confirm')
  const submit = useSubmit()
  const navigation = useNavigation()
  const reloading =
    navigation.state === 'loading' && navigation.location.pathname === `/admin/${definition.slug}`

  useEffect(() => {
    const pending = actionData?.toast
    if (pending)
      void showToast('error', pending.title, {
        id: 'collection-action',
        description: pending.description,
      })
  }, [actionData])

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">
        {t(`${definition.words}.title`)}
        {definition.showCount ? (
          <span className="ml-2 text-muted-foreground">({loaderData.rows.length})</span>
        ) : null}
      </h1>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-5">
        <Form method="get" role="search" className="relative w-full max-w-sm">
          <label htmlFor="collection-search" className="sr-only">
            {t(`${definition.words}.search`)}
          </label>
          <Input
            id="collection-search"
            type="search"
            name="q"
            defaultValue={loaderData.q}
            placeholder={t(`${definition.words}.search`)}
            // Live search: each keystroke asks the server, replacing the history entry.
            onChange={(event) => submit(event.currentTarget.form, { replace: true })}
          />
          <ListLoadingStatus
            text={
              reloading && i18n.exists(`${definition.words}.loading`)
                ? t(`${definition.words}.loading`)
                : null
            }
          />
        </Form>
        <Button asChild>
          <Link to={`/admin/${definition.slug}/new`}>
            <Plus aria-hidden="true" />
            {t(`${definition.words}.add`)}
          </Link>
        </Button>
      </div>
      {loaderData.rows.length === 0 ? (
        <div className="grid justify-items-center gap-4 rounded-lg border p-8 text-center">
          <p className="text-muted-foreground">{t(`${definition.words}.empty`)}</p>
          {/* An empty collection (not an empty search) invites its first item. */}
          {!loaderData.q && i18n.exists(`${definition.words}.emptyAction`) ? (
            <Button asChild variant="outline">
              <Link to={`/admin/${definition.slug}/new`}>
                <Plus aria-hidden="true" />
                {t(`${definition.words}.emptyAction`)}
              </Link>
            </Button>
          ) : null}
        </div>
      ) : (
        <Table label={t(`${definition.words}.title`)}>
          <TableHeader>
            <tr>
              {definition.columns.map((column) => (
                <TableHead key={column.key}>{t(column.label)}</TableHead>
              ))}
              <TableHead>{t('admin.lifecycle.column')}</TableHead>
              <TableHead>{t('admin.common.actions')}</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {loaderData.rows.map((row) => {
              const name = String(row[definition.labelField] ?? row.id)
              return (
                <TableRow key={row.id}>
                  {definition.columns.map((column) => (
                    <TableCell key={column.key} className="align-top">
                      <Cell row={row} column={column} name={name} />
                    </TableCell>
                  ))}
                  <TableCell className="align-top">
                    <StatusBadge
                      status={row.currentStatus}
                      publishAt={row.publishAt as string | Date | null | undefined}
                    />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {confirming === row.id ? (
                      <ConfirmDelete id={row.id} name={name} csrfToken={csrfToken} inline />
                    ) : (
                      <span className="flex items-center gap-1">
                        <Button asChild variant="ghost" size="icon">
                          <Link
                            to={`/admin/${definition.slug}/edit/${row.id}`}
                            aria-label={t('admin.common.editNamed', { name })}
                          >
                            <Pencil aria-hidden="true" />
                          </Link>
                        </Button>
                        <ConfirmDelete
                          id={row.id}
                          name={name}
                          csrfToken={csrfToken}
                          disabled={definition.isDeleteDisabled?.(row)}
                        />
                      </span>
                    )}
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      )}
    </div>
  )
}

function Cell({
  row,
  column,
  name,
}: {
  row: Record<string, unknown>
  column: ListColumn
  name: string
}) {
  const { t } = useTranslation()
  const value = row[column.key]
  switch (column.kind) {
    case 'icon':
      return <CollectionIcon name={value} />
    case 'image':
      return <ImageOrInitial src={value || row.logoPath} name={name} />
    case 'option':
      return <>{t(`${column.options}.${String(value)}`)}</>
    default: {
      const text = String(value ?? '')
      // Long texts (quotes, descriptions) are cut in the table; the form shows them whole.
      return <>{text.length > 140 ? `${text.slice(0, 140)}…` : text}</>
    }
  }
}
