import { useCsrfToken } from '~/admin/use-csrf-token'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { CopyEntryForm } from '~/components/site-copy/copy-entry-form'
import { CopyVersions } from '~/components/site-copy/copy-versions'
import { SiteCopyPageNav } from '~/components/site-copy/page-nav'
import { SearchEnginePanel } from '~/components/site-copy/search-engine-panel'
import { UnsavedChangesOnPage } from '~/components/admin/unsaved-changes-on-page'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { i18n } from '~/i18n'
import type { Route } from './+types/site-copy'

export { action, loader } from '~/site-copy/site-copy-page.server'

export function meta() {
  return [{ title: `${i18n.t('admin.siteCopy.title')} | ${i18n.t('admin.meta.title')}` }]
}

type Answer = {
  refused?: { key: string; value: string; message: string }
  seoRefused?: { message: string; values: Record<string, string> }
  previewUrl?: string
}

export default function SiteCopy({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const csrfToken = useCsrfToken()
  const { language, active, query, page, pages, shown, versions, searchEngine } = loaderData
  const answer = actionData as Answer | undefined
  const hidden = (name: string, value: string) => <input type="hidden" name={name} value={value} />
  return (
    <div className="max-w-5xl space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{t('admin.siteCopy.title')}</h1>
        <p className="text-muted-foreground">{t('admin.siteCopy.intro')}</p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        {page ? hidden('page', page) : null}
        <label className="space-y-1 text-sm">
          <span className="block">{t('admin.siteCopy.language')}</span>
          {/* Chosen, a language shows at once; without JavaScript, the button applies it. */}
          <select
            name="lang"
            defaultValue={language}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            className="h-9 rounded-md border px-2"
          >
            {active.map((code) => (
              <option key={code} value={code}>
                {t(`admin.translations.languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-60 flex-1 space-y-1 text-sm">
          <span className="block">{t('admin.siteCopy.search')}</span>
          <Input type="search" name="q" defaultValue={query} />
        </label>
        <Button type="submit">{t('admin.siteCopy.searchButton')}</Button>
      </Form>
      <div className="flex flex-wrap gap-3">
        <Form method="post" className="flex flex-wrap gap-2">
          {hidden('csrf', csrfToken)}
          {page ? (
            <Button type="submit" name="intent" value="publish" variant="outline">
              {hidden('page', page)}
              {t('admin.siteCopy.publishPage')}
            </Button>
          ) : null}
        </Form>
        <Form method="post">
          {hidden('csrf', csrfToken)}
          <Button type="submit" name="intent" value="publish">
            {t('admin.siteCopy.publishAll')}
          </Button>
        </Form>
        <Form method="post">
          {hidden('csrf', csrfToken)}
          {hidden('path', shown[0]?.path ?? '/')}
          <Button type="submit" name="intent" value="preview" variant="outline">
            {t('admin.siteCopy.previewLink')}
          </Button>
        </Form>
      </div>
      {answer?.previewUrl ? (
        <p role="status" className="rounded-lg border p-3 text-sm break-all">
          {t('admin.siteCopy.previewReady')}{' '}
          <a href={answer.previewUrl} className="underline" data-preview-url>
            {answer.previewUrl}
          </a>
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <SiteCopyPageNav pages={pages} current={page} language={language} />
        {/* Every text is its own form: one question guards them all. */}
        <UnsavedChangesOnPage
          areaId="site-copy-editor"
          refused={Boolean(answer?.refused ?? answer?.seoRefused)}
        />
        <div id="site-copy-editor" className="min-w-0 space-y-6">
          {searchEngine ? (
            <SearchEnginePanel
              key={`${language}:${page}`}
              view={searchEngine}
              csrfToken={csrfToken}
              refused={answer?.seoRefused}
            />
          ) : null}
          {shown.length === 0 ? (
            <p className="text-muted-foreground">
              {t(query ? 'admin.siteCopy.noResults' : 'admin.siteCopy.choosePage')}
            </p>
          ) : (
            <ul className="space-y-3">
              {shown.map((entry) => (
                <CopyEntryForm
                  key={entry.key}
                  entry={entry}
                  language={language}
                  csrfToken={csrfToken}
                  refused={answer?.refused?.key === entry.key ? answer.refused : undefined}
                />
              ))}
            </ul>
          )}
          <CopyVersions versions={versions} csrfToken={csrfToken} />
        </div>
      </div>
    </div>
  )
}
