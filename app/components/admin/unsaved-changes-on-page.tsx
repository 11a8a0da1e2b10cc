import { useEffect, useRef } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { valuesOf } from '~/admin/form-draft'
import { useLeaveQuestion } from '~/components/admin/leave-question'

/**
 * One leave-page question for a page of many small forms (the site-copy
 * editor: one form per text): once any form inside the element `areaId` holds
 * something other than what it showed, leaving (a link, the back button,
 * another page of the editor, closing the tab) asks first. A form's saved
 * state is what it held when it came on the page, and again after each save
 * the server took (`refused` says it did not).
 */
export function UnsavedChangesOnPage({ areaId, refused }: { areaId: string; refused: boolean }) {
  const shown = useRef(new WeakMap<HTMLFormElement, string>())
  const submitted = useRef<HTMLFormElement | null>(null)
  const navigation = useNavigation()
  const { search } = useLocation()
  const formsOf = () => [...(document.getElementById(areaId)?.querySelectorAll('form') ?? [])]
  const remember = (form: HTMLFormElement) =>
    shown.current.set(form, JSON.stringify(valuesOf(form)))
  const edited = () =>
    formsOf().some((form) => {
      const was = shown.current.get(form)
      return was !== undefined && was !== JSON.stringify(valuesOf(form))
    })
  const question = useLeaveQuestion(edited, {
    watchSearch: true,
    body: 'admin.unsaved.leaveBodyNotKept',
  })

  useEffect(() => {
    // A form first focused before its frame below came (a fast typist) is remembered then.
    const focused = (event: FocusEvent) => {
      const form = event.target instanceof Element ? event.target.closest('form') : null
      if (form && !shown.current.has(form) && document.getElementById(areaId)?.contains(form))
        remember(form)
    }
    const sent = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement) submitted.current = event.target
    }
    document.addEventListener('focusin', focused)
    document.addEventListener('submit', sent, true)
    return () => {
      document.removeEventListener('focusin', focused)
      document.removeEventListener('submit', sent, true)
    }
  }, [areaId])

  // When the page is at rest: a form the server saved holds its saved state now,
  // and the forms another page of the editor brought are remembered as shown.
  useEffect(() => {
    if (navigation.state !== 'idle') return
    const form = submitted.current
    submitted.current = null
    if (form && !refused) remember(form)
    const frame = requestAnimationFrame(() => {
      for (const each of formsOf()) if (!shown.current.has(each)) remember(each)
    })
    return () => cancelAnimationFrame(frame)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `remember` reads refs only
  }, [navigation.state, refused, search, areaId])

  return question
}
