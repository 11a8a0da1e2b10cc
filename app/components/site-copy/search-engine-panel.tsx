import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'
import { lengthAdvice, lengthGuidance, truncatedForResults } from '~/site-copy/search-engine-fields'

export interface SearchEngineView {
  page: string
  url: string
  title: string
  description: string
  image: string
  pending: boolean
}

const adviceColour = { short: 'text-amber-800', good: 'text-green-800', long: 'text-amber-800' }

/** A title or description field, its length counted as typed against what search engines show in full. */
function CountedField({
  field,
  text,
  onChange,
}: {
  field: 'title' | 'description'
  text: string
  onChange: (text: string) => void
}) {
  const { t } = useTranslation()
  const advice = lengthAdvice(field, text)
  const { min, max } = lengthGuidance[field]
  const id = `seo-${field}`
  const Control = field === 'title' ? Input : Textarea
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t(`admin.siteCopy.seo.${field}`)}
      </label>
      <Control
        id={id}
        name={field}
        value={text}
        onChange={(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
          onChange(event.target.value)
        }
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="text-sm" data-seo-count={field}>
        <span>{t('admin.siteCopy.seo.length', { length: [...text].length, min, max })}</span>
        {' · '}
        <strong className={adviceColour[advice]} data-advice={advice}>
          {t(`admin.siteCopy.seo.${advice}`)}
        </strong>
      </p>
    </div>
  )
}

/**
 * A page's title, description and social image for search engines in one
 * language, with their lengths counted as typed and the result as a search
 * engine would show it. Saved as drafts of the page's copy.
 */
export function SearchEnginePanel({
  view,
  csrfToken,
  refused,
}: {
  view: SearchEngineView
  csrfToken: string
  refused?: { message: string; values?: Record<string, string> }
}) {
  const { t } = useTranslation()
  const [title, setTitle] = useState(refused?.values?.title ?? view.title)
  const [description, setDescription] = useState(refused?.values?.description ?? view.description)
  const url = new URL(view.url)
  const crumbs = [url.host, ...url.pathname.split('/').filter(Boolean)].join(' › ')
  return (
    <section
      aria-labelledby="seo-heading"
      className="space-y-4 rounded-lg border p-4"
      data-seo-panel
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="seo-heading" className="text-lg font-semibold">
          {t('admin.siteCopy.seo.heading')}
        </h2>
        {view.pending ? <strong className="text-sm">{t('admin.siteCopy.draft')}</strong> : null}
      </div>
      <p className="text-sm text-muted-foreground">{t('admin.siteCopy.seo.intro')}</p>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="page" value={view.page} />
        <CountedField field="title" text={title} onChange={setTitle} />
        <CountedField field="description" text={description} onChange={setDescription} />
        <div className="space-y-1">
          <label htmlFor="seo-image" className="text-sm font-medium">
            {t('admin.siteCopy.seo.image')}
          </label>
          <Input
            id="seo-image"
            name="image"
            defaultValue={refused?.values?.image ?? view.image}
            placeholder="/uploads/…"
            pattern="/(uploads|media)/.+"
            aria-describedby="seo-image-hint"
          />
          <p id="seo-image-hint" className="text-sm text-muted-foreground">
            {t('admin.siteCopy.seo.imageHint')}
          </p>
        </div>
        {refused ? (
          <p role="alert" className="text-sm text-destructive">
            {refused.message}
          </p>
        ) : null}
        <Button type="submit" name="intent" value="seo" size="sm">
          {t('admin.siteCopy.seo.save')}
        </Button>
      </Form>
      <figure className="space-y-1 rounded-md border bg-muted/30 p-3" data-seo-preview>
        <figcaption className="text-xs text-muted-foreground">
          {t('admin.siteCopy.seo.preview')}
        </figcaption>
        <p className="truncate text-sm text-muted-foreground">{crumbs}</p>
        <p className="text-lg break-words text-blue-800" data-seo-preview-title>
          {truncatedForResults(title, lengthGuidance.title.max)}
        </p>
        <p className="text-sm break-words" data-seo-preview-description>
          {truncatedForResults(description, lengthGuidance.description.max)}
        </p>
      </figure>
    </section>
  )
}
