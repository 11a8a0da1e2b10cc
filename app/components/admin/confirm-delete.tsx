import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { ConfirmDialog } from '~/components/admin/confirm-dialog'
import { Button, buttonVariants } from '~/components/ui/button'
import { useHydrated } from '~/utils/use-hydrated'

/**
 * The delete button of a list row and its confirmation (Cancel / Move to trash).
 * Content goes to the trash, where it can be restored, so the question says so;
 * `permanent` is for what has no trash (redirects): it warns that the delete is final.
 * Without JavaScript the dialog cannot open, so the trigger falls back to a
 * link to the same list with `?confirm={id}`, which renders the question inline.
 */
export function ConfirmDelete({
  id,
  name,
  csrfToken,
  disabled,
  inline,
  permanent,
}: {
  id: string
  name: string
  csrfToken: string
  disabled?: boolean
  inline?: boolean
  permanent?: boolean
}) {
  const { t } = useTranslation()
  const words = permanent
    ? {
        title: 'admin.common.confirmTitle',
        body: 'admin.common.confirmBody',
        act: 'admin.common.delete',
      }
    : {
        title: 'admin.common.trashTitle',
        body: 'admin.common.trashBody',
        act: 'admin.common.moveToTrash',
      }
  const hydrated = useHydrated()
  const form = (
    <Form method="post" className="inline">
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="destructive" size="sm">
        {t(words.act)}
      </Button>
    </Form>
  )
  if (inline) {
    return (
      <div
        role="alertdialog"
        aria-label={t(words.title)}
        className="flex flex-wrap items-center gap-2"
      >
        <span className="text-sm">{t(words.body, { name })}</span>
        {form}
        <a href="?" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('admin.common.cancel')}
        </a>
      </div>
    )
  }
  if (!hydrated) {
    return disabled ? null : (
      <a
        href={`?confirm=${encodeURIComponent(id)}`}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
      >
        {t('admin.common.deleteNamed', { name })}
      </a>
    )
  }
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          disabled={disabled}
          aria-label={t('admin.common.deleteNamed', { name })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={t(words.title)}
      body={t(words.body, { name })}
      cancelLabel={t('admin.common.cancel')}
      action={form}
    />
  )
}
