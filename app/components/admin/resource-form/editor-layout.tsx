import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormEdited } from '~/admin/use-form-edited'
import { FormActions } from '~/components/admin/form-page'

/**
 * An editor's two columns from 1024 px: the content, and beside it a panel of
 * what files and publishes the item. Narrower, one column: the content, then
 * the panel (the order a keyboard and a screen reader follow at every width).
 */
export function EditorColumns({ children, side }: { children: ReactNode; side: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 gap-5" data-editor-content>
        {children}
      </div>
      <div className="grid min-w-0 gap-4" data-editor-side>
        {side}
      </div>
    </div>
  )
}

/** A side-panel card: a small heading over its fields. */
export function SidePanelCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="grid gap-4 rounded-md border p-4">
      {title ? <h2 className="text-sm font-semibold">{title}</h2> : null}
      {children}
    </div>
  )
}

/**
 * Save and Cancel, kept in view at the bottom of the window while the form
 * scrolls (plain CSS, also without JavaScript), with whether the form holds
 * changes not saved yet.
 */
export function SaveBar({
  formId,
  submitLabel,
  list,
}: {
  formId: string
  submitLabel: string
  list: string
}) {
  const { t } = useTranslation()
  const edited = useFormEdited(formId)
  return (
    <div
      className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-8 md:px-8"
      data-save-bar
    >
      <FormActions submitLabel={submitLabel} list={list} />
      <p aria-live="polite" className="text-sm text-muted-foreground" data-unsaved={edited}>
        {edited ? t('admin.resources.saveBar.unsaved') : null}
      </p>
    </div>
  )
}
