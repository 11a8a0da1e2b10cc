import { requireAdmin } from '~/auth/session.server'
import { csvFileName } from '~/database/format'
import { exportCsv, type DatabaseTab } from '~/database/submissions.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { redirectWithToast } from '~/utils/toast.server'
import type { Route } from './+types/database-export'

const tabs: DatabaseTab[] = ['subscriptions', 'contacts']

/** The tab's CSV, streamed batch by batch; an empty list exports nothing and says so. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const tab = params.tab as DatabaseTab
  if (!tabs.includes(tab)) throw new Response('Not found', { status: 404 })
  const chunks = exportCsv(db(), tab)
  const first = await chunks.next()
  if (first.done) {
    return redirectWithToast(`/admin/database${tab === 'contacts' ? '?tab=contacts' : ''}`, {
      type: 'error',
      title: i18n.t('admin.database.exportEmptyTitle'),
      description: i18n.t('admin.database.exportEmptyBody'),
    })
  }
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first.value))
    },
    async pull(controller) {
      const next = await chunks.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(tab, new Date())}"`,
      'Cache-Control': 'no-store',
    },
  })
}
