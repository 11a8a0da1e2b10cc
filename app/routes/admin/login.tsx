import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, redirect, useNavigation } from 'react-router'
import { getAdminSession, safeAdminPath } from '~/auth/session.server'
import { Button } from '~/components/ui/button'
import { Field, FieldLabel } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Logo } from '~/components/ui/logo'
import { i18n } from '~/i18n'
import 'virtual:copy/admin'
import { useHydrated } from '~/utils/use-hydrated'
import type { Route } from './+types/login'
import { showToast } from '~/components/ui/toast'

export { loginAction as action } from '~/auth/login-action.server'

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export function meta() {
  return [
    { title: `${i18n.t('admin.login.title')} | ${i18n.t('admin.meta.title')}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeAdminPath(new URL(request.url).searchParams.get('redirectTo'))
  if (await getAdminSession(request)) throw redirect(redirectTo)
  return { redirectTo }
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const [password, setPassword] = useState('')
  // Disabled while empty only once JavaScript can enable it again.
  const hydrated = useHydrated()

  useEffect(() => {
    if (actionData?.error)
      void showToast('error', t('admin.login.failureTitle'), {
        id: 'login',
        description: actionData.error,
      })
  }, [actionData, t])

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-screen items-center justify-center px-4 py-16 outline-none"
    >
      <div className="w-full max-w-sm space-y-6 rounded-lg border p-8 shadow-sm">
        <div className="space-y-2 text-center">
          <Logo size="medium" />
          <h1 className="text-2xl font-semibold">{t('admin.login.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('admin.login.description')}</p>
        </div>
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {actionData?.error ? (
            <p
              role="alert"
              className="rounded-md border border-destructive p-3 text-sm text-destructive"
            >
              {actionData.error}
            </p>
          ) : null}
          <Field>
            <FieldLabel htmlFor="admin-password">{t('admin.login.password')}</FieldLabel>
            <Input
              id="admin-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={busy || (hydrated && !password)}>
            {busy ? t('admin.login.submitting') : t('admin.login.submit')}
          </Button>
        </Form>
      </div>
    </main>
  )
}
