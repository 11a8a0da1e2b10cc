import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router'
import { ConfirmDialog } from '~/components/admin/confirm-dialog'
import { Button } from '~/components/ui/button'

/** One query written two ways (`q=home:hero` typed, `q=home%3Ahero` from a form's action) is one. */
const sameQuery = (a: string, b: string) =>
  new URLSearchParams(a).toString() === new URLSearchParams(b).toString()

/**
 * Leaving the page while `edited()` says yes asks first: a link or the back
 * button opens the question below, closing the tab the browser's own. With
 * `watchSearch`, another query string (`?page=` of the same editor) counts as
 * leaving too: the page shows other forms then. Returns the question to render.
 */
export function useLeaveQuestion(
  edited: () => boolean,
  { watchSearch = false, body = 'admin.unsaved.leaveBody' } = {},
) {
  const { t } = useTranslation()
  // The latest `edited`, for the tab's closing listener added once.
  const editedNow = useRef(edited)
  useEffect(() => {
    editedNow.current = edited
  })
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        (watchSearch && !sameQuery(currentLocation.search, nextLocation.search))) &&
      editedNow.current(),
  )
  useEffect(() => {
    const leaving = (event: BeforeUnloadEvent) => {
      if (!editedNow.current()) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', leaving)
    return () => window.removeEventListener('beforeunload', leaving)
  }, [])
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset()
      }}
      title={t('admin.unsaved.leaveTitle')}
      body={t(body)}
      cancelLabel={t('admin.unsaved.stay')}
      action={
        <Button
          variant="destructive"
          size="sm"
          onClick={() => {
            if (blocker.state === 'blocked') blocker.proceed()
          }}
        >
          {t('admin.unsaved.leave')}
        </Button>
      }
    />
  )
}
