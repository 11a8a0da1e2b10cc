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
  const { t } = useTranslation()
  const dateTime = useAdminDateTime()
  const page = useLocation().pathname
  // The form's values as loaded, and whether a save is on its way (it leaves on purpose).
  const loaded = useRef<string | null>(null)
  const saving = useRef(false)
  const [draft, setDraft] = useState<FormDraft | null>(null)
  const navigation = useNavigation()
  const edited = () => {
    const form = document.getElementById(formId) as HTMLFormElement | null
    return Boolean(
      form &&
      !leftOnPurpose &&
      !saving.current &&
      loaded.current !== null &&
      JSON.stringify(valuesOf(form)) !== loaded.current,
    )
  }
  const question = useLeaveQuestion(edited)

  useEffect(() => {
    const formNow = () => document.getElementById(formId) as HTMLFormElement | null
    // After a frame: the form holds its loaded values by then, to compare the draft with.
    const frame = requestAnimationFrame(() => {
      const form = formNow()
      if (!form) return
      loaded.current = JSON.stringify(valuesOf(form))
      const kept = readDraft(page)
      if (kept && differsFrom(form, kept)) setDraft(kept)
    })
    // Listened to on the document and the form looked up each time: React may
    // put a new form element in the old one's place.
    const keep = (event: Event) => {
      const form = formNow()
      if (form && event.target instanceof Node && form.contains(event.target)) saveDraft(page, form)
    }
    document.addEventListener('input', keep)
    document.addEventListener('change', keep)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('input', keep)
      document.removeEventListener('change', keep)
    }
  }, [formId, page])

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
    if (form && edited()) saveDraft(page, form)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `edited` reads refs only
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

  return (
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
}
