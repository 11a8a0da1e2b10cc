import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/textarea'
import { isLanguage, pathInLanguage } from '~/languages/languages'
import { copyLabel } from '~/site-copy/copy-label'

export interface CopyEntryView {
  key: string
  path: string
  english: string
  default: string | null
  draft: string | null
  pending: boolean
  readOnly: string | null
  warning: string | null
}

/** One text of the site: English, the language's value as a form, its state and any refusal. */
export function CopyEntryForm({
  entry,
  language,
  csrfToken,
  refused,
}: {
  entry: CopyEntryView
  language: string
  csrfToken: string
  refused?: { value: string; message: string }
}) {
  const { t } = useTranslation()
  const id = `copy-${entry.key.replace(/[^\w]/g, '-')}`
  const hint = refused?.message ?? entry.readOnly ?? entry.warning
  const label = copyLabel(entry.key)
  // The page as it shows this language's text: /fr/pricing for French.
  const pagePath = isLanguage(language) ? pathInLanguage(entry.path, language) : entry.path
  return (
    <li className="space-y-2 rounded-lg border p-4" data-copy-key={entry.key}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="min-w-0">
          <span className="block font-medium" data-copy-label>
            {label}
          </span>
          <code className="block text-xs break-all text-muted-foreground">{entry.key}</code>
        </span>
        <span className="flex items-center gap-3">
          {entry.pending ? <strong>{t('admin.siteCopy.draft')}</strong> : null}
          <a href={pagePath} target="_blank" rel="noreferrer" className="underline">
            {t('admin.siteCopy.openPage')} ({pagePath})
          </a>
        </span>
      </div>
      {language !== 'en' ? (
        <p className="text-sm text-muted-foreground">
          {t('admin.siteCopy.english')}: {entry.english}
        </p>
      ) : null}
      <Form method="post" className="space-y-2">
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="key" value={entry.key} />
        <label htmlFor={id} className="sr-only">
          {t('admin.siteCopy.value')} {label}
        </label>
        <Textarea
          id={id}
          name="value"
          defaultValue={refused?.value ?? entry.draft ?? ''}
          placeholder={entry.default ?? entry.english}
          readOnly={Boolean(entry.readOnly)}
          aria-invalid={refused ? true : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {hint ? (
          <p
            id={`${id}-hint`}
            role={refused ? 'alert' : undefined}
            className={refused ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
          >
            {entry.readOnly && !refused ? `${t('admin.siteCopy.readOnly')}: ` : null}
            {hint}
          </p>
        ) : null}
        {entry.readOnly ? null : (
          <div className="flex gap-2">
            <Button type="submit" name="intent" value="save" size="sm">
              {t('admin.siteCopy.saveDraft')}
            </Button>
            <Button type="submit" name="intent" value="reset" size="sm" variant="outline">
              {t('admin.siteCopy.reset')}
            </Button>
          </div>
        )}
      </Form>
    </li>
  )
}
