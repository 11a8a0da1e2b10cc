/**
 * A form's values kept in the browser while they are typed (issue 38), so a
 * closed tab or a crash loses nothing: the form offers them back on its next
 * visit. Keyed by the form's page; cleared by a save. Files are not kept.
 */
export interface FormDraft {
  savedAt: string
  values: Array<[string, string]>
}

const keyOf = (page: string) => `alakin-draft:${page}`

/** The form's text values: not the CSRF token, not files. */
export function valuesOf(form: HTMLFormElement): Array<[string, string]> {
  return [...new FormData(form).entries()]
    .filter(([name, value]) => name !== 'csrf' && typeof value === 'string')
    .map(([name, value]) => [name, value as string])
}

export function saveDraft(page: string, form: HTMLFormElement) {
  try {
    const draft: FormDraft = { savedAt: new Date().toISOString(), values: valuesOf(form) }
    localStorage.setItem(keyOf(page), JSON.stringify(draft))
  } catch {
    // Storage full or refused (private mode): the leave-page question still guards the work.
  }
}

export function readDraft(page: string): FormDraft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(keyOf(page)) ?? 'null') as FormDraft | null
    return draft && Array.isArray(draft.values) ? draft : null
  } catch {
    return null
  }
}

export function clearDraft(page: string) {
  try {
    localStorage.removeItem(keyOf(page))
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Sets a field as typing would, so React and the form library see the change. */
function setField(
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  if (
    element instanceof HTMLInputElement &&
    (element.type === 'radio' || element.type === 'checkbox')
  ) {
    if (element.value === value && !element.checked) element.click()
    return
  }
  if (element instanceof HTMLInputElement && element.type === 'file') return
  const prototype = Object.getPrototypeOf(element) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value)
  element.dispatchEvent(new Event('input', { bubbles: true }))
  element.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Writes a draft's values back into the form's fields. */
export function applyDraft(form: HTMLFormElement, draft: FormDraft) {
  for (const [name, value] of draft.values) {
    if (name === 'csrf') continue
    for (const element of form.querySelectorAll<HTMLInputElement>(`[name="${CSS.escape(name)}"]`))
      setField(element, value)
  }
}

/** Whether the form holds something other than the draft (a draft equal to it is no news). */
export function differsFrom(form: HTMLFormElement, draft: FormDraft) {
  return JSON.stringify(valuesOf(form)) !== JSON.stringify(draft.values)
}
