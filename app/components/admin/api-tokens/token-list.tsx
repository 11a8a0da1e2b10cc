import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'

interface TokenRow {
  id: string
  name: string
  prefix: string
  createdAt: string
  lastUsedAt: string | null
  revokedAt: string | null
}

/** The tokens, newest first, as cards (readable at any width): never their value, only its start. */
export function TokenList({ tokens, csrfToken }: { tokens: TokenRow[]; csrfToken: string }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="tokens-heading" className="space-y-4">
      <h2 id="tokens-heading" className="text-lg font-semibold">
        {t('admin.apiTokens.listHeading')}
      </h2>
      {tokens.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {t('admin.apiTokens.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {tokens.map((token) => (
            <li
              key={token.id}
              className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <h3 className="font-medium break-words">{token.name}</h3>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">{t('admin.apiTokens.prefix')}</dt>
                  <dd className="font-mono break-all">{token.prefix}…</dd>
                  <dt className="text-muted-foreground">{t('admin.apiTokens.createdAt')}</dt>
                  <dd>{token.createdAt}</dd>
                  <dt className="text-muted-foreground">{t('admin.apiTokens.lastUsedAt')}</dt>
                  <dd>{token.lastUsedAt ?? t('admin.apiTokens.neverUsed')}</dd>
                  <dt className="text-muted-foreground">{t('admin.apiTokens.status')}</dt>
                  <dd>
                    {token.revokedAt
                      ? t('admin.apiTokens.revokedOn', { date: token.revokedAt })
                      : t('admin.apiTokens.active')}
                  </dd>
                </dl>
              </div>
              {token.revokedAt ? null : (
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrfToken} />
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="id" value={token.id} />
                  <Button
                    type="submit"
                    variant="destructive"
                    size="sm"
                    aria-label={t('admin.apiTokens.revokeNamed', { name: token.name })}
                  >
                    {t('admin.apiTokens.revoke')}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
