import { Suspense } from 'react'
import { LoadFailureBoundary } from '~/components/ui/load-failure-boundary'
import { Textarea } from '~/components/ui/textarea'
import { lazyWithRetry } from '~/utils/lazy-with-retry'
import { useHydrated } from '~/utils/use-hydrated'

const RichTextEditor = lazyWithRetry(() => import('./rich-text-editor'))

/**
 * Rich text that works without JavaScript: the server renders a plain
 * textarea (HTML allowed, sanitised on save); once the page is hydrated the
 * bundled editor replaces it, loaded only now and only on this form.
 */
export function RichTextField({
  id,
  name,
  labelId,
  describedBy,
  defaultValue,
  invalid,
}: {
  id: string
  name: string
  labelId: string
  describedBy?: string
  defaultValue: string
  invalid?: boolean
}) {
  const hydrated = useHydrated()
  const fallback = (
    <Textarea
      id={id}
      name={name}
      rows={12}
      // The editor's height, so nothing moves when it replaces this textarea.
      className="h-[400px]"
      defaultValue={defaultValue}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    />
  )
  if (!hydrated) return fallback
  // If the editor's code cannot be fetched, the textarea stays: the body can still be edited.
  return (
    <LoadFailureBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <RichTextEditor
          name={name}
          labelId={labelId}
          describedBy={describedBy}
          defaultValue={defaultValue}
          invalid={invalid}
        />
      </Suspense>
    </LoadFailureBoundary>
  )
}
