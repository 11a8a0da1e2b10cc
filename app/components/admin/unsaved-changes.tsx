import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigation } from 'react-router'
import {
  applyDraft,
  clearDraft,
  differsFrom,
  readDraft,
  saveDraft,
  valuesOf,
  type FormDraft,
} from '~/admin/form-draft'
import { useFormEdited } from '~/admin/use-form-edited'
import { useAdminDateTime } from '~/components/admin/admin-time'
import { useLeaveQuestion } from '~/components/admin/leave-question'
import { Button } from '~/components/ui/button'

/** Set when the editor chose to drop their edits (they took another's version): nothing to ask. */
let leftOnPurpose = false

/** The editor drops the form's edits on purpose: no question, no draft kept. */
export function leaveOnPurpose(page: string) {
  leftOnPurpose = true
  clearDraft(page)
}

/**
 * Never lose work (issue 38): once the form with this id is edited, leaving
 * the page (a link, the back button, closing the tab) asks first, and what is
 * typed is kept in the browser and offered back on the next visit.
 */
export function UnsavedChanges({ formId }: { formId: string }) {
  return useUnsavedChanges(formId).notice
}

/**
 * The same, as a hook: `notice` (the draft offer and the leave question) to
 * render, and `edited` for a save bar's "Unsaved changes", from one reading
 * of the form per keystroke.
 */
export function useUnsavedChanges(formId: string) {
  const { t } = useTranslation()
  const dateTime = useAdminDateTime()
  const page = useLocation().pathname
  // Whether a save is on its way (it leaves on purpose).
  const saving = useRef(false)
  const [draft, setDraft] = useState<FormDraft | null>(null)
  const navigation = useNavigation()
  const { edited, differsNow } = useFormEdited(formId, {
    // The form holds its loaded values: a draft kept from an earlier visit is offered if other.
    onOpened: (values) => {
      const kept = readDraft(page)
      if (kept && differsFrom(values, kept)) setDraft(kept)
    },
    onTyped: (values) => saveDraft(page, values),
  })
  const unsaved = () => !leftOnPurpose && !saving.current && differsNow()
  const question = useLeaveQuestion(unsaved)

  // A save, seen as the router's submission to this page, not as the form's
  // submit event: conform also submits the form, with a hidden intent button it
  // cancels, to validate a field on blur; taking that for a save cleared the
  // draft and silenced the question as soon as a field lost focus. A save the
  // server refused (invalid, stale) comes back here: its changes are unsaved
  // again, to keep.
  const submitting =
    navigation.state === 'submitting' && navigation.formAction?.split('?')[0] === page
  useEffect(() => {
    if (submitting) {
      saving.current = true
      clearDraft(page)
      return
    }
    if (navigation.state !== 'idle' || !saving.current) return
    saving.current = false
    const form = document.getElementById(formId) as HTMLFormElement | null
    if (form && unsaved()) saveDraft(page, valuesOf(form))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `unsaved` reads refs and the page only
  }, [submitting, navigation.state, formId, page])

  const restore = () => {
    const form = document.getElementById(formId) as HTMLFormElement | null
    if (form && draft) applyDraft(form, draft)
    setDraft(null)
  }
  const discard = () => {
    clearDraft(page)
    setDraft(null)
  }

  const notice = (
    <>
      {draft ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm"
        >
          <span className="min-w-64 flex-1">
            {t('admin.unsaved.draftFound', { when: dateTime(draft.savedAt) })}
          </span>
          <Button type="button" size="sm" onClick={restore}>
            {t('admin.unsaved.restoreDraft')}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={discard}>
            {t('admin.unsaved.discardDraft')}
          </Button>
        </div>
      ) : null}
      {question}
    </>
  )
  return { edited, notice }
}
