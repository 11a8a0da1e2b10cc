/** The history page (/admin/history/{type}/{id}, decision 063): versions and their restore. */
import { data } from 'react-router'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { redirectWithToast } from '~/utils/toast.server'
import { getItem } from './collection.server'
import { storeOf } from './hooks.server'
import { readableVersions } from '~/admin/history/readable-history.server'
import { getEnv } from '~/utils/env.server'
import { restoreVersion } from './versions.server'

export type Params = { collection?: string; id?: string }

/** The edit form of an item: the resource form has its own pages. */
export const editPageOf = (slug: string, id: string) =>
  slug === 'resources' ? `/admin/resources/edit/${id}` : `/admin/${slug}/edit/${id}`

/** The item a page of its own names (/admin/…/{type}/{id}), or the 404 page. */
export async function itemOf(params: Params) {
  const store = storeOf(params.collection)
  const item = store ? await getItem(db(), store, params.id ?? '') : null
  if (!store || !item) throw data(null, { status: 404 })
  return { store, item }
}

export async function loader({ request, params }: { request: Request; params: Params }) {
  await requireAdmin(request)
  const { store, item } = await itemOf(params)
  const { definition } = store
  return {
    slug: definition.slug,
    words: definition.words,
    name: String(item[definition.labelField] ?? item.id),
    edit: editPageOf(definition.slug, item.id),
    versions: await readableVersions(db(), store, item, getEnv().SITE_TIME_ZONE),
  }
}

export async function action({ request, params }: { request: Request; params: Params }) {
  const session = await requireAdminWrite(request)
  const { store, item } = await itemOf(params)
  const versionId = String(session.formData.get('versionId') ?? '')
  const page = `/admin/history/${store.definition.slug}/${item.id}`
  const restored = await restoreVersion(
    db(),
    store,
    item.id,
    versionId,
    session.tokenHash.slice(0, 12),
  )
  if (restored.status === 'saved')
    return redirectWithToast(page, { type: 'success', title: i18n.t('admin.history.restored') })
  // Refused by the save's rules (its category is gone, its name is taken): say why.
  return redirectWithToast(page, {
    type: 'error',
    title: i18n.t('admin.history.notFound'),
    description: restored.status === 'not-found' ? undefined : restored.message,
  })
}
