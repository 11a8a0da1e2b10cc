import { Loader2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useHydrated } from '~/utils/use-hydrated'
import { EnhancedField } from './enhanced-field'
import { showToast } from '~/components/ui/toast'
import { useLocalizedTo } from '~/languages/link'

/** The footer's newsletter form (public-site §2, §5): subscribes with source "footer". */
export function FooterNewsletterForm() {
  const { t } = useTranslation()
  const fetcher = useFetcher<{
    ok: boolean
    failed?: boolean
    result?: { error?: Record<string, string[] | null> | null }
  }>()
  const formRef = useRef<HTMLFormElement>(null)
  const busy = fetcher.state !== 'idle'
  const localize = useLocalizedTo()
  // With JavaScript the form checks the address itself and says so in a toast;
  // without it, the browser's own required/email checks apply.
  const hydrated = useHydrated()

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    // A form-level error is the server refusing the send, not the address.
    const refusal = fetcher.data.result?.error?.['']?.[0]
    if (fetcher.data.ok) {
      formRef.current?.reset()
      void showToast('success', t('subscribe.successTitle'), {
        description: t('subscribe.successBody'),
      })
    } else if (fetcher.data.failed || refusal) {
      // A failed write or a refusal (too many sends): the address stays in the field.
      void showToast('error', t('subscribe.failureTitle'), {
        description: refusal ?? t('subscribe.failureBody'),
      })
    } else {
      void showToast('error', t('footer.newsletter.invalidTitle'), {
        description: t('footer.newsletter.invalidBody'),
      })
    }
  }, [fetcher.state, fetcher.data, t])

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={localize('/subscribe')}
      noValidate={hydrated}
      className="space-y-2"
      onSubmit={(event) => {
        const email = String(new FormData(event.currentTarget).get('email') ?? '')
        if (!email.trim() || !email.includes('@')) {
          event.preventDefault()
          void showToast('error', t('footer.newsletter.invalidTitle'), {
            description: t('footer.newsletter.invalidBody'),
          })
        }
      }}
    >
      <input type="hidden" name="source" value="footer" />
      <EnhancedField />
      <h2 className="text-sm font-semibold">{t('footer.newsletter.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('footer.newsletter.text')}</p>
      <label htmlFor="footer-newsletter-email" className="sr-only">
        {t('footer.newsletter.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id="footer-newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('footer.newsletter.placeholder')}
          className="bg-background"
        />
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {t('footer.newsletter.submit')}
        </Button>
      </div>
    </fetcher.Form>
  )
}
