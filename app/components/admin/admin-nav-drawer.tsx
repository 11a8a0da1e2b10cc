import * as Dialog from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'

const toggleClass = cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'md:hidden')

/**
 * The back office's navigation on a phone (below 768 px): a Menu button opens
 * it in a drawer from the left, which closes on every navigation. Without
 * JavaScript (and until the script runs) the same links sit in a native
 * disclosure under the button.
 */
export function AdminNavDrawer({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const location = useLocation()
  // Open for the location it was opened at: a navigation makes a new one, which closes it.
  const [openAt, setOpenAt] = useState<string | null>(null)
  if (!hydrated)
    return (
      <details className="group md:hidden">
        <summary className={cn(toggleClass, 'cursor-pointer list-none')}>
          <Menu aria-hidden="true" />
          {t('admin.nav.openMenu')}
        </summary>
        <div className="absolute inset-x-0 z-40 border-b bg-muted pt-2">{children}</div>
      </details>
    )
  return (
    <Dialog.Root
      open={openAt === location.key}
      onOpenChange={(open) => setOpenAt(open ? location.key : null)}
    >
      <Dialog.Trigger className={toggleClass}>
        <Menu aria-hidden="true" />
        {t('admin.nav.openMenu')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          // A chosen link closes the drawer at once, even when the page asks before leaving.
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpenAt(null)
          }}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-muted shadow-lg md:hidden"
        >
          <div className="flex items-center justify-between gap-2 p-4">
            <Dialog.Title className="font-semibold">{t('admin.nav.label')}</Dialog.Title>
            <Dialog.Close
              className={buttonVariants({ variant: 'ghost', size: 'icon-sm' })}
              aria-label={t('admin.nav.closeMenu')}
            >
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
