import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import 'virtual:copy/contact'

/**
 * public-site §9: the map of the office in a dialog, 400 px high. The frame
 * is in the page only while the dialog is open: no request to the map
 * provider before a visitor asks for it. Loaded by ContactInfoCard on demand.
 */
export function MapDialog({
  open,
  onOpenChange,
  address,
  embedUrl,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  address: string
  embedUrl: string
  returnFocusTo: RefObject<HTMLElement | null>
}) {
  const { t } = useTranslation()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          // Back to the address link on close, as a trigger would be.
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(48rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-background p-4 shadow-lg"
        >
          <div className="mb-3 flex items-center justify-between gap-4">
            <Dialog.Title className="font-semibold">{t('contact.info.mapTitle')}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none">
              <X aria-hidden="true" />
              <span className="sr-only">{t('contact.info.close')}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{address}</Dialog.Description>
          <iframe
            title={t('contact.info.mapTitle')}
            src={embedUrl}
            height={400}
            className="h-[400px] w-full rounded-md border-0"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
