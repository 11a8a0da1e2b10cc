import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { requireAdmin } from '~/auth/session.server'
import { DatabaseTable } from '~/components/admin/database-table'
import { csvFileName } from '~/database/format'
import { PaginationNav } from '~/components/admin/pagination-nav'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { countRows, listTabPage, normaliseTabQuery } from '~/database/submissions.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { cn } from '~/utils/cn'
import type { Route } from './+types/database'

export function meta() {
  return [{ title: `${i18n.t('admin.database.title')} | ${i18n.t('admin.meta.title')}` }]
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const query = normaliseTabQuery(new URL(request.url).searchParams)
  const [counts, page] = await Promise.all([countRows(db()), listTabPage(db(), query)])
  return { counts, page, exportFile: csvFileName(page.tab, new Date()) }
}

const tabs = ['subscriptions', 'contacts'] as const

export default function Database({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { counts, page } = loaderData
  const href = (changes: Record<string, string | number>) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries({ tab: page.tab, q: page.q, ...changes }))
      if (
        value !== '' &&
        !(key === 'page' && String(value) === '1') &&
        !(key === 'tab' && value === tabs[0])
      )
        params.set(key, String(value))
    return `?${params}`
  }
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('admin.database.title')}</h1>
      {/* Tabs as links: each is its own server-paginated list, bookmarkable, without JavaScript too. */}
      <nav aria-label={t('admin.database.tabsLabel')} className="flex flex-wrap gap-2 border-b">
        {tabs.map((tab) => (
          <Link
            key={tab}
            to={href({ tab, q: '', page: 1 })}
            aria-current={page.tab === tab ? 'page' : undefined}
            className={cn(
              '-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-medium focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
              page.tab === tab
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`admin.database.tabs.${tab}`)} ({counts[tab]})
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-lg font-semibold">
          {t(`admin.database.tabs.${page.tab}`)} ({counts[page.tab]})
        </h2>
        <Button asChild variant="outline">
          {/* A plain link: the attachment downloads in place; an empty list comes back with a toast. */}
          <a href={`/admin/database/export/${page.tab}`} aria-describedby="export-file">
            <Download aria-hidden="true" />
            {t('admin.database.export')}
          </a>
        </Button>
        <p id="export-file" className="w-full text-sm text-muted-foreground sm:w-auto">
          {t('admin.database.exportFile', { file: loaderData.exportFile })}
        </p>
      </div>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        {page.tab !== tabs[0] ? <input type="hidden" name="tab" value={page.tab} /> : null}
        <div className="grid gap-1.5">
          <label htmlFor="database-search" className="text-sm font-medium">
            {t('admin.database.search')}
          </label>
          <Input
            fieldWidth="md"
            id="database-search"
            type="search"
            name="q"
            defaultValue={page.q}
          />
        </div>
        <Button type="submit" variant="outline">
          {t('admin.database.searchSubmit')}
        </Button>
      </Form>
      <DatabaseTable page={page} />
      <PaginationNav
        page={page.page}
        pageCount={page.pageCount}
        href={(target) => href({ page: target })}
        words="admin.database"
      />
    </div>
  )
}
