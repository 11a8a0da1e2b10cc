import { data, redirect } from 'react-router'
import { assertSameOrigin } from '~/auth/session.server'
import { getEnv } from '~/utils/env.server'
import { readFormData } from '~/utils/http.server'
import {
  type ConsentChoice,
  consentSetCookie,
  optionalCategories,
  preferencesForChoice,
  readConsent,
  safeReturnPath,
} from './consent'

const choices = new Set<ConsentChoice>(['all', 'necessary', 'custom'])

/** Whether the browser that sent the request already has a choice that counts. */
export function consentDecided(request: Request): boolean {
  return readConsent(request.headers.get('Cookie')) !== null
}

/**
 * POST /cookie-consent: stores the banner's or the modal's choice. The forms
 * work without JavaScript (303 back to the page they were on); the script
 * sends `enhanced` and gets JSON instead. Only this site's own pages may send
 * it (Origin/Referer check), so another site cannot decide for a visitor.
 */
export async function consentAction({ request }: { request: Request }) {
  assertSameOrigin(request)
  const form = await readFormData(request)
  const choice = String(form.get('choice') ?? '') as ConsentChoice
  if (!choices.has(choice)) {
    throw data({ message: 'Unknown cookie choice.' }, { status: 400 })
  }
  const custom = Object.fromEntries(
    optionalCategories.map((category) => [category, form.get(category) === 'on']),
  )
  const preferences = preferencesForChoice(choice, custom)
  const headers = {
    'Set-Cookie': consentSetCookie(preferences, {
      secure: getEnv().publicOrigin.startsWith('https:'),
    }),
    'Cache-Control': 'no-store',
  }
  if (form.get('enhanced') === '1') return data({ ok: true, preferences }, { headers })
  return redirect(safeReturnPath(form.get('redirectTo')), { status: 303, headers })
}
