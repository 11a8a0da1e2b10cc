import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { toasterMounted } from './toast'

/** Toasts (public-site §9: 4 s, at most 3 visible), in the site's colours, which meet AA contrast. */
export function Toaster() {
  useEffect(toasterMounted, [])
  return (
    <Sonner
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      closeButton
      toastOptions={{
        classNames: {
          toast: '!bg-background !text-foreground !border-border',
          error: '!border-destructive [&_[data-title]]:!text-destructive',
          description: '!text-muted-foreground',
        },
      }}
    />
  )
}
