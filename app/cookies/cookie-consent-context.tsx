import { createContext, Suspense, useCallback, useContext, useMemo, useState } from 'react'
import { useFetcher, useRouteLoaderData } from 'react-router'
import { LoadFailureBoundary } from '~/components/ui/load-failure-boundary'
import { lazyWithRetry } from '~/utils/lazy-with-retry'
import type { ConsentChoice, CookiePreferences } from './consent'

// The modal (Radix Dialog, Switch, AlertDialog) loads only when someone opens it.
const PreferencesDialog = lazyWithRetry(() => import('./preferences-dialog'))

interface CookieConsentValue {
  /** Whether the banner stays away: a choice that counts is stored, or is being stored. */
  decided: boolean
  /** Stores a choice (Accept All, Necessary Only, or the modal's toggles). */
  choose: (choice: ConsentChoice, custom?: Omit<CookiePreferences, 'necessary'>) => void
  /** Opens the 'Cookie Preferences' modal. */
  openPreferences: () => void
}

const CookieConsentContext = createContext<CookieConsentValue | null>(null)

/** The cookie choice of this page: the banner, the footer's Cookie Policy button and the modal. */
export function useCookieConsent(): CookieConsentValue {
  const value = useContext(CookieConsentContext)
  if (!value) throw new Error('useCookieConsent must be used within a CookieConsentProvider')
  return value
}

export function CookieConsentProvider({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<{ cookieConsentDecided?: boolean }>('root')
  const fetcher = useFetcher<{ ok: boolean }>({ key: 'cookie-consent' })
  const [open, setOpen] = useState(false)
  const [everOpened, setEverOpened] = useState(false)
  const submit = fetcher.submit

  const choose = useCallback<CookieConsentValue['choose']>(
    (choice, custom) => {
      void submit(
        {
          choice,
          enhanced: '1',
          ...(custom?.analytics ? { analytics: 'on' } : {}),
          ...(custom?.marketing ? { marketing: 'on' } : {}),
          ...(custom?.preferences ? { preferences: 'on' } : {}),
        },
        { method: 'post', action: '/cookie-consent' },
      )
    },
    [submit],
  )
  const openPreferences = useCallback(() => {
    setEverOpened(true)
    setOpen(true)
  }, [])

  // Hidden at once when a choice is sent, before the server has answered.
  const decided =
    root?.cookieConsentDecided === true || fetcher.state !== 'idle' || fetcher.data?.ok === true
  const value = useMemo(
    () => ({ decided, choose, openPreferences }),
    [decided, choose, openPreferences],
  )

  return (
    <CookieConsentContext value={value}>
      {children}
      {everOpened ? (
        // If its code cannot be fetched, the banner's own buttons still decide.
        <LoadFailureBoundary fallback={null}>
          <Suspense fallback={null}>
            <PreferencesDialog open={open} onOpenChange={setOpen} onSave={choose} />
          </Suspense>
        </LoadFailureBoundary>
      ) : null}
    </CookieConsentContext>
  )
}
