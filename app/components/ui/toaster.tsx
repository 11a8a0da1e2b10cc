import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { toasterMounted } from './toast'

const NEUTRAL_BORDER = '!border-border'

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
        // Sonner adds the type's classes to the toast's: each border is set once,
        // so no stylesheet order decides between two (decision 075).
        classNames: {
          toast: '!bg-background !text-foreground',
          default: NEUTRAL_BORDER,
          success: NEUTRAL_BORDER,
          info: NEUTRAL_BORDER,
          warning: NEUTRAL_BORDER,
          loading: NEUTRAL_BORDER,
          error: '!border-destructive [&_[data-title]]:!text-destructive',
          description: '!text-muted-foreground',
        },
      }}
    />
  )
}
