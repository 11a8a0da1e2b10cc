import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { CopyField } from '~/components/admin/copy-field'

/** A token just created: its only appearance. Focused, so it is announced and easy to copy. */
export function NewTokenNotice({ name, token }: { name: string; token: string }) {
  const { t } = useTranslation()
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
      <CopyField id="created-token" label={t('admin.apiTokens.value')} value={token} />
    </section>
  )
}
