import { useTranslation } from 'react-i18next'
import { data } from 'react-router'
import { Link } from '~/languages/link'
import { getSessionSecret } from '~/auth/session-secret.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { unsubscribe, verifyUnsubscribeToken } from '~/newsletter/unsubscribe.server'
import type { Route } from './+types/unsubscribe'
import 'virtual:copy/unsubscribe'

export function meta() {
  return [{ title: i18n.t('unsubscribe.meta.title') }, { name: 'robots', content: 'noindex' }]
}

/**
 * One click from the e-mail unsubscribes (the issue asks for it; deleting is
 * idempotent). POST does the same, for mail clients' one-click (RFC 8058).
 */
async function handle(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const email = verifyUnsubscribeToken(getSessionSecret(), token)
  if (!email) return data({ ok: false }, { status: 400 })
  await unsubscribe(db(), email)
  return { ok: true }
}

export const loader = ({ request }: Route.LoaderArgs) => handle(request)
export const action = ({ request }: Route.ActionArgs) => handle(request)

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">
        {t(loaderData.ok ? 'unsubscribe.doneTitle' : 'unsubscribe.invalidTitle')}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {t(loaderData.ok ? 'unsubscribe.doneBody' : 'unsubscribe.invalidBody')}
      </p>
      <Link to="/" className="mt-6 inline-block text-primary underline underline-offset-4">
        {t('notFound.backHome')}
      </Link>
    </section>
  )
}
