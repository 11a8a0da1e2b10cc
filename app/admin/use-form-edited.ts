import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { valuesOf, type FormValues } from '~/admin/form-draft'

/**
 * Whether the form with this id holds something other than what it opened
 * with, followed as it is typed into (for a save bar's "Unsaved changes" and
 * the leave-page question). False until hydration: without JavaScript nothing
 * can follow the typing. The form is read once per keystroke, here only:
 * `onOpened` gets its values when it opens on a page, `onTyped` after each
 * edit (to keep a draft, say).
 */
export function useFormEdited(
  formId: string,
  {
    onOpened,
    onTyped,
  }: { onOpened?: (values: FormValues) => void; onTyped?: (values: FormValues) => void } = {},
) {
  const page = useLocation().pathname
  const [edited, setEdited] = useState(false)
  const opened = useRef<string | null>(null)
  const callbacks = useRef({ onOpened, onTyped })
  useEffect(() => {
    callbacks.current = { onOpened, onTyped }
  })
  useEffect(() => {
    const formNow = () => document.getElementById(formId) as HTMLFormElement | null
    opened.current = null
    // After a frame: the form holds its loaded values by then.
    const frame = requestAnimationFrame(() => {
      const form = formNow()
      if (!form) return
      const values = valuesOf(form)
      opened.current = JSON.stringify(values)
      setEdited(false)
      callbacks.current.onOpened?.(values)
    })
    // Listened to on the document and the form looked up each time: React may
    // put a new form element in the old one's place.
    const typed = (event: Event) => {
      const form = formNow()
      if (!form || !(event.target instanceof Node) || !form.contains(event.target)) return
      const values = valuesOf(form)
      callbacks.current.onTyped?.(values)
      if (opened.current !== null) setEdited(JSON.stringify(values) !== opened.current)
    }
    document.addEventListener('input', typed)
    document.addEventListener('change', typed)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('input', typed)
      document.removeEventListener('change', typed)
    }
  }, [formId, page])
  /** Whether the form differs from its opening values now, read from the page (when leaving). */
  const differsNow = useCallback(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null
    return Boolean(
      form && opened.current !== null && JSON.stringify(valuesOf(form)) !== opened.current,
    )
  }, [formId])
  return { edited, differsNow }
}
