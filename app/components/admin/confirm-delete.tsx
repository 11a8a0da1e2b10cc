import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
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
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          disabled={disabled}
          aria-label={t('admin.common.deleteNamed', { name })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{t(words.title)}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {t(words.body, { name })}
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" size="sm">
                {t('admin.common.cancel')}
              </Button>
            </AlertDialog.Cancel>
            {form}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
