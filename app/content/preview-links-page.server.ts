/**
 * The preview links page (/admin/preview-links/{type}/{id}, decision 064):
 * an item's links, a new one (its address shown once), and their revoking.
 */
import { data } from 'react-router'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { getEnv } from '~/utils/env.server'
import { redirectWithToast } from '~/utils/toast.server'
import { editPageOf, itemOf, type Params } from './history-page.server'
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from './preview.server'

export async function loader({ request, params }: { request: Request; params: Params }) {
  await requireAdmin(request)
  const { store, item } = await itemOf(params)
  const { definition } = store
  const now = Date.now()
  const links = await listPreviewLinks(db(), definition.slug, item.id)
  return {
    name: String(item[definition.labelField] ?? item.id),
    edit: editPageOf(definition.slug, item.id),
    links: links.map((link) => ({
      id: link.id,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      state: link.revokedAt ? 'revoked' : link.expiresAt.getTime() <= now ? 'expired' : 'active',
    })),
  }
}

export async function action({ request, params }: { request: Request; params: Params }) {
  const session = await requireAdminWrite(request)
  const { store, item } = await itemOf(params)
  const actor = session.tokenHash.slice(0, 12)
  const page = `/admin/preview-links/${store.definition.slug}/${item.id}`
  if (session.formData.get('intent') === 'revoke') {
    const linkId = String(session.formData.get('linkId') ?? '')
    const revoked = await revokePreviewLink(db(), store, item.id, linkId, actor)
    return redirectWithToast(page, {
      type: revoked ? 'success' : 'error',
      title: i18n.t(revoked ? 'admin.previewLinks.revoked' : 'admin.previewLinks.notFound'),
    })
  }
  const link = await createPreviewLink(db(), store, item.id, actor)
  // Not a redirect: the address is in this answer only; no cache keeps it.
  return data(
    {
      created: {
        url: new URL(link.url, getEnv().publicOrigin).toString(),
        expiresAt: link.expiresAt,
      },
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
