import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { regionalOfferSchema } from '~/admin/regional-offers'
import { listRegionalOffers, saveRegionalOffer } from '~/admin/regional-offers.server'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { readActiveLanguages } from '~/languages/active-languages.server'
import { prefixedLanguages } from '~/languages/codes'
import { defaultLanguage } from '~/languages/languages'
import { redirectWithToast } from '~/utils/toast.server'

/** The regional offers page: every region's offer, and the save of one. */
export async function loader({ request }: { request: Request }) {
  await requireAdmin(request)
  const [regions, active] = await Promise.all([listRegionalOffers(db()), readActiveLanguages(db())])
  // Each active language but English gets the offer's texts under the English ones (decision 157).
  return { regions, languages: active.filter((language) => language !== defaultLanguage) }
}

export async function action({ request }: { request: Request }) {
  const session = await requireAdminWrite(request)
  const submission = parseWithZod(session.formData, { schema: regionalOfferSchema })
  const code = String(session.formData.get('code') ?? '')
  if (submission.status !== 'success')
    return data({ code, result: submission.reply() }, { status: 400 })
  // The languages the form showed: their texts as sent, the others' as stored.
  const edited = prefixedLanguages.filter((language) =>
    session.formData.has(`translations.${language}.title`),
  )
  const saved = await saveRegionalOffer(
    db(),
    submission.value,
    session.tokenHash.slice(0, 12),
    edited,
  )
  if (!saved)
    return data(
      { code, result: submission.reply({ formErrors: [i18n.t('admin.regionalOffers.notFound')] }) },
      { status: 404 },
    )
  return redirectWithToast('/admin/regional-offers', {
    type: 'success',
    title: i18n.t('admin.regionalOffers.saved', { region: saved.name }),
  })
}
