import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import type { StaleSave } from '~/content/stale-save'
import { Button } from '~/components/ui/button'
import { leaveOnPurpose } from './unsaved-changes'

/**
 * A save refused because someone else saved the item meanwhile (issue 38):
 * who and when, each field where their version differs from the editor's, and
 * the choice. "Keep mine" saves the form again over their version (the form's
 * ifMatch names it now); "Take theirs" reloads the item, dropping the edits.
 * Sits inside the form, so that "Keep mine" is one of its submit buttons.
 */
export function StaleSavePanel({ stale }: { stale: StaleSave }) {
  const { t } = useTranslation()
  const page = useLocation().pathname
  return (
    <section
      role="alert"
      aria-labelledby="stale-save-title"
      className="grid gap-3 rounded-md border border-destructive p-4"
    >
      <h2 id="stale-save-title" className="font-semibold">
        {t('admin.stale.title')}
      </h2>
      <p className="text-sm">{t('admin.stale.body', { who: stale.savedBy, when: stale.when })}</p>
      {stale.fields.length > 0 ? (
        <dl className="grid gap-3 text-sm">
          {stale.fields.map((field) => (
            <div
              key={field.field}
              className="grid gap-1 rounded-md bg-muted p-3 sm:grid-cols-[10rem_1fr_1fr] sm:gap-3"
            >
              <dt className="font-medium">{field.label}</dt>
              <dd className="break-words">
                <span className="block text-xs text-muted-foreground">
                  {t('admin.stale.theirs')}
                </span>
                <span className="line-clamp-6 whitespace-pre-line">{field.theirs || '—'}</span>
              </dd>
              <dd className="break-words">
                <span className="block text-xs text-muted-foreground">{t('admin.stale.mine')}</span>
                <span className="line-clamp-6 whitespace-pre-line">{field.mine || '—'}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm">{t('admin.stale.sameFields')}</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t('admin.stale.keepMine')}</Button>
        <Button asChild variant="outline">
          {/* A document load: the form comes back with their version as it is stored. */}
          <a href={page} onClick={() => leaveOnPurpose(page)}>
            {t('admin.stale.takeTheirs')}
          </a>
        </Button>
      </div>
    </section>
  )
}
