import { Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useHydrated } from '~/utils/use-hydrated'

/** A token just created: its only appearance. Focused, so it is announced and easy to copy. */
export function NewTokenNotice({ name, token }: { name: string; token: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [copiedToken, setCopiedToken] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [token])
  return (
    <section
      aria-labelledby="created-token-heading"
      className="space-y-3 rounded-lg border-2 border-primary bg-muted p-5"
    >
      <h2
        id="created-token-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        {t('admin.apiTokens.createdTitle', { name })}
      </h2>
      <p className="text-sm">{t('admin.apiTokens.shownOnce')}</p>
      <label htmlFor="created-token" className="block text-sm font-medium">
        {t('admin.apiTokens.value')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="created-token"
          readOnly
          value={token}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              void navigator.clipboard.writeText(token).then(() => setCopiedToken(token))
            }
          >
            <Copy aria-hidden="true" />
            {t(copiedToken === token ? 'admin.apiTokens.copied' : 'admin.apiTokens.copy')}
          </Button>
        ) : null}
      </div>
    </section>
  )
}
