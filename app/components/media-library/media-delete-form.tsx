import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import type { MediaItem } from '~/media/library.server'

/**
 * "Delete for good" for one library item. The button is there even while the
 * item is used: the server decides (decision 123) and its refusal, naming
 * each use, shows here.
 */
export function MediaDeleteForm({
  item,
  csrfToken,
  refusal,
}: {
  item: MediaItem
  csrfToken: string
  refusal?: string
}) {
  const { t } = useTranslation()
  return (
    <Form method="post" className="grid gap-2 border-t pt-2">
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="intent" value="delete" />
      {refusal ? (
        <p role="alert" className="rounded-md border border-destructive p-2 text-destructive">
          {refusal}
        </p>
      ) : null}
      <Button
        type="submit"
        size="sm"
        variant="outline"
        className="justify-self-start"
        aria-label={`${t('admin.media.delete')}: ${item.name}`}
      >
        {t('admin.media.delete')}
      </Button>
    </Form>
  )
}
