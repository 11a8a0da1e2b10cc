import { useCsrfToken } from '~/admin/use-csrf-token'
import { ArrowDown, ArrowUp, Pencil, Plus } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation, useSearchParams, useSubmit } from 'react-router'
import { ListLoadingStatus } from '~/components/admin/list-loading-status'
import { ConfirmDelete } from '~/components/admin/confirm-delete'
import { StatusBadge } from '~/components/admin/status-badge'
import { PaginationNav } from '~/components/admin/pagination-nav'
import { ResourceTypeLabel } from '~/components/admin/resource-type-label'
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
import { showToast } from '~/components/ui/toast'
import { i18n } from '~/i18n'
import type { Route } from './+types/resource-list'

export { listAction as action, listLoader as loader } from '~/content/resource-manager.server'

export function meta() {
  return [{ title: `${i18n.t('admin.resources.title')} | ${i18n.t('admin.meta.title')}` }]
}

const sortable = [
  ['type', 'admin.resources.columns.type'],
  ['title', 'admin.resources.columns.title'],
  ['category', 'admin.resources.columns.category'],
  ['updated', 'admin.resources.columns.updated'],
] as const

export default function ResourceList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const csrfToken = useCsrfToken()
  const [searchParams] = useSearchParams()
  const confirming = searchParams.get('confirm')
  const submit = useSubmit()
  const navigation = useNavigation()
  const { rows, q, sort, dir, page, pageCount, total } = loaderData

  useEffect(() => {
    const pending = actionData?.toast
    if (pending)
      void showToast('error', pending.title, {
        id: 'resource-action',
        description: pending.description,
      })
  }, [actionData])

  /** The list's URL with some parameters changed (search, sort and page travel together). */
  const href = (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams()
    const next = { q, sort, dir, page: String(page), ...changes }
    for (const [key, value] of Object.entries(next))
      if (value !== null && value !== '' && !(key === 'page' && String(value) === '1'))
        params.set(key, String(value))
    const query = params.toString()
    return query ? `?${query}` : '?'
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('admin.resources.title')}</h1>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-5">
        <Form method="get" role="search" className="relative w-full max-w-sm">
          <label htmlFor="resource-search" className="sr-only">
            {t('admin.resources.search')}
          </label>
          <input type="hidden" name="sort" value={sort} />
          <input type="hidden" name="dir" value={dir} />
          <Input
            id="resource-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={t('admin.resources.search')}
            // Live search: each keystroke asks the server, replacing the history entry.
            onChange={(event) => submit(event.currentTarget.form, { replace: true })}
          />
          <ListLoadingStatus
            text={
              navigation.state === 'loading' && navigation.location.pathname === '/admin/resources'
                ? t('admin.resources.loading')
                : null
            }
          />
        </Form>
        <Button asChild>
          <Link to="/admin/resources/new">
            <Plus aria-hidden="true" />
            {t('admin.resources.add')}
          </Link>
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">
          {t('admin.resources.empty')}
        </p>
      ) : (
        <Table labelledBy="resource-list-caption">
          <caption id="resource-list-caption" className="sr-only">
            {t('admin.resources.caption', { page, pageCount, total })}
          </caption>
          <TableHeader>
            <tr>
              {sortable.map(([key, label]) => {
                const active = sort === key
                const nextDir = active && dir === 'asc' ? 'desc' : 'asc'
                return (
                  <TableHead
                    key={key}
                    aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    <Link
                      to={href({ sort: key, dir: nextDir, page: 1 })}
                      className="inline-flex items-center gap-1 rounded-sm hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      {t(label)}
                      <span className="sr-only">{t('admin.resources.sortBy')}</span>
                      {active ? (
                        dir === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden="true" />
                        ) : (
                          <ArrowDown className="size-3.5" aria-hidden="true" />
                        )
                      ) : null}
                    </Link>
                  </TableHead>
                )
              })}
              <TableHead>{t('admin.lifecycle.column')}</TableHead>
              <TableHead>{t('admin.common.actions')}</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="align-top">
                  <ResourceTypeLabel type={row.type} />
                </TableCell>
                <TableCell className="align-top font-medium">{row.title}</TableCell>
                <TableCell className="align-top">
                  {row.categoryTitle ?? t('admin.resources.unknownCategory')}
                </TableCell>
                <TableCell className="align-top whitespace-nowrap">
                  <time dateTime={row.updatedAt}>
                    {new Date(row.updatedAt).toLocaleDateString('en-US', { timeZone: 'UTC' })}
                  </time>
                </TableCell>
                <TableCell className="align-top">
                  <StatusBadge status={row.currentStatus} publishAt={row.publishAt} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {confirming === row.id ? (
                    <ConfirmDelete id={row.id} name={row.title} csrfToken={csrfToken} inline />
                  ) : (
                    <span className="flex items-center gap-1">
                      <Button asChild variant="ghost" size="icon">
                        <Link
                          to={`/admin/resources/edit/${row.id}`}
                          aria-label={t('admin.common.editNamed', { name: row.title })}
                        >
                          <Pencil aria-hidden="true" />
                        </Link>
                      </Button>
                      <ConfirmDelete id={row.id} name={row.title} csrfToken={csrfToken} />
                    </span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <PaginationNav
        page={page}
        pageCount={pageCount}
        href={(target) => href({ page: target })}
        words="admin.resources"
      />
    </div>
  )
}
