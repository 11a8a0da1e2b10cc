/** The Translation Manager's data and its language switch (decision 100). */
import { data } from 'react-router'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { translationOverview } from '~/i18n-admin/translations.server'
import { readActiveLanguages, setLanguageActive } from './active-languages.server'
import { defaultLanguage, isLanguage } from './languages'

export async function loader({ request }: { request: Request }) {
  await requireAdmin(request)
  return { cards: translationOverview(await readActiveLanguages(db())) }
}

export async function action({ request }: { request: Request }) {
  const session = await requireAdminWrite(request)
  const language = String(session.formData.get('language') ?? '')
  const active = session.formData.get('active')
  if (
    !isLanguage(language) ||
    language === defaultLanguage ||
    (active !== 'true' && active !== 'false')
  )
    throw data({ message: 'No such language to switch.' }, { status: 400 })
  await setLanguageActive(db(), language, active === 'true', session.tokenHash.slice(0, 12))
  return { switched: language }
}
