import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Button, buttonVariants } from '~/components/ui/button'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'
import type { ConsentChoice } from './consent'
import { optionalCategories } from './consent-categories'
import { useCookieConsent } from './cookie-consent-context'
import { ServerRenderedPart } from '~/components/layout/server-rendered-part'

/**
 * The cookie banner (public-site §2, §4), rendered by the server only while
 * the visitor has not chosen, so it never appears or vanishes after hydration.
 * Each button is a plain POST form to /cookie-consent: it works without
 * JavaScript; with it, the choice is sent in the background. Refusing
 * (Necessary Only) sits beside Accept All and looks just the same.
 */
export function CookieBanner() {
  const { t } = useTranslation()
  const { decided, choose, openPreferences } = useCookieConsent()
  const hydrated = useHydrated()
  const location = useLocation()
  if (decided) return null
  // Not the hash: the server never sees it, and the value must match after hydration.
  const returnTo = location.pathname + location.search

  const choiceForm = (choice: ConsentChoice, label: string) => (
    <form
      method="post"
      action="/cookie-consent"
      onSubmit={(event) => {
        event.preventDefault()
        choose(choice)
      }}
    >
      <input type="hidden" name="choice" value={choice} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      {/* A longer label (French: « Nécessaires uniquement ») wraps inside its half of a phone's width. */}
      <Button type="submit" variant="cookie" size="wrap" className="h-full w-full sm:w-auto">
        <span className="whitespace-normal">{label}</span>
      </Button>
    </form>
  )

  // Compact below the sm breakpoint (a short text, the two choices side by side,
  // Preferences under them), and under the header: an open mobile menu covers it.
  // Sticky, not fixed, as the body's last child: it holds to the bottom of the
  // screen, and at the end of the page it sits below the footer, whose links
  // (the policy the banner points to among them) it would otherwise cover.
  return (
    <section
      id="cookie-banner"
      aria-labelledby="cookie-banner-title"
      className="sticky bottom-0 z-30 max-h-[70vh] overflow-y-auto border-t bg-background px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] sm:p-5"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:gap-4 lg:flex-row lg:items-center lg:justify-between">
        <ServerRenderedPart name="cookie-banner-text">
          {import.meta.env.SSR && <BannerText />}
        </ServerRenderedPart>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:items-start">
          {choiceForm('all', t('cookies.banner.acceptAll'))}
          {choiceForm('necessary', t('cookies.banner.necessaryOnly'))}
          {hydrated ? (
            <Button
              type="button"
              variant="outline"
              onClick={openPreferences}
              className="col-span-2 sm:col-auto"
            >
              {t('cookies.banner.preferences')}
            </Button>
          ) : (
            // Without JavaScript the preferences open in place, as a plain form: the
            // server's markup, kept until hydration swaps in the button.
            <ServerRenderedPart name="cookie-banner-preferences">
              {import.meta.env.SSR && <NoScriptPreferences returnTo={returnTo} />}
            </ServerRenderedPart>
          )}
        </div>
      </div>
    </section>
  )
}

/** The banner's heading and text (server only: the browser keeps its markup, decision 144). */
function BannerText() {
  const { t } = useTranslation()
  return (
    <div className="max-w-3xl">
      <h2 id="cookie-banner-title" className="text-sm font-semibold sm:text-base">
        {t('cookies.banner.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <span className="sm:hidden">{t('cookies.banner.short')}</span>
        <span className="hidden sm:inline">{t('cookies.banner.text')}</span>
      </p>
    </div>
  )
}

/** The preferences as a plain form in place, for a browser without JavaScript (server only). */
function NoScriptPreferences({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation()
  return (
    <details className="group col-span-2 sm:col-auto">
      <summary
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'w-full cursor-pointer list-none sm:w-auto [&::-webkit-details-marker]:hidden',
        )}
      >
        {t('cookies.banner.preferences')}
      </summary>
      <form method="post" action="/cookie-consent" className="mt-3 space-y-2">
        <input type="hidden" name="choice" value="custom" />
        <input type="hidden" name="redirectTo" value={returnTo} />
        <p className="text-sm">
          <input type="checkbox" id="nojs-cookie-necessary" defaultChecked disabled />{' '}
          <label htmlFor="nojs-cookie-necessary">
            {t('cookies.modal.necessary.label')}: {t('cookies.modal.alwaysOn')}
          </label>
        </p>
        {optionalCategories.map((category) => (
          <p key={category} className="text-sm">
            <input type="checkbox" id={`nojs-cookie-${category}`} name={category} />{' '}
            <label htmlFor={`nojs-cookie-${category}`}>
              {t(`cookies.modal.${category}.label`)}
            </label>
          </p>
        ))}
        <Button type="submit" variant="cookie" size="sm">
          {t('cookies.modal.save')}
        </Button>
      </form>
    </details>
  )
}
