import { requireAdmin } from '~/auth/session.server'
import { i18n } from '~/i18n'
import { parseTranslationFileName, translationDownload } from '~/i18n-admin/translations.server'
import { redirectWithToast } from '~/utils/toast.server'
import type { Route } from './+types/translations-file'

/** back-office §7: a bundled translation file, pretty-printed, as an attachment (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const download = translationDownload(params.file)
  if (!download) {
    // §8: a failure is a toast, on the Translation Manager.
    const language = parseTranslationFileName(params.file)?.language
    return redirectWithToast('/admin/translations', {
      type: 'error',
      title: i18n.t('admin.translations.failedTitle'),
      description: i18n.t('admin.translations.failedBody', {
        language: language ? i18n.t(`admin.translations.languages.${language}`) : params.file,
      }),
    })
  }
  return new Response(download.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${download.fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
