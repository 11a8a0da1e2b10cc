import { useEffect, useState } from 'react'
import { valuesOf } from '~/admin/form-draft'

/**
 * Whether the form with this id holds something other than what it opened
 * with, followed as it is typed into (for a save bar's "Unsaved changes").
 * False until hydration: without JavaScript nothing can follow the typing.
 */
export function useFormEdited(formId: string) {
  const [edited, setEdited] = useState(false)
  useEffect(() => {
    const formNow = () => document.getElementById(formId) as HTMLFormElement | null
    let opened: string | null = null
    // After a frame: the form holds its loaded values by then.
    const frame = requestAnimationFrame(() => {
      const form = formNow()
      if (form) opened = JSON.stringify(valuesOf(form))
    })
    const typed = (event: Event) => {
      const form = formNow()
      if (
        !form ||
        opened === null ||
        !(event.target instanceof Node) ||
        !form.contains(event.target)
      )
        return
      setEdited(JSON.stringify(valuesOf(form)) !== opened)
    }
    document.addEventListener('input', typed)
    document.addEventListener('change', typed)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('input', typed)
      document.removeEventListener('change', typed)
    }
  }, [formId])
  return edited
}
