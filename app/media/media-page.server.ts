/** The loader and action of /admin/media (decision 110): the library, searched and filtered; an item's alt text. */
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { redirectWithToast } from '~/utils/toast.server'
import { listMedia, updateMedia } from './library.server'
import { mediaKinds, mediaUpdateSchema, type MediaKind } from './media-schema'

export async function loader({ request }: { request: Request }) {
  await requireAdmin(request)
  const query = new URL(request.url).searchParams
  const search = query.get('q')?.trim() ?? ''
  const kind = mediaKinds.find((candidate) => candidate === query.get('kind')) ?? ''
  const items = await listMedia(db(), {
    search: search || undefined,
    kind: (kind as MediaKind) || undefined,
  })
  return { items, search, kind }
}

/** Saves one item's alt text, decorative flag and focal point, then back to the page it came from. */
export async function action({ request }: { request: Request }) {
  const { formData } = await requireAdminWrite(request)
  const back = `/admin/media${new URL(request.url).search}`
  const number = (name: string) =>
    formData.has(name) ? Number(formData.get(name)) / 100 : undefined
  const x = number('focalX')
  const y = number('focalY')
  const parsed = mediaUpdateSchema.safeParse({
    alt: String(formData.get('alt') ?? ''),
    decorative: formData.get('decorative') === 'on',
    ...(x !== undefined && y !== undefined ? { focalPoint: { x, y } } : {}),
  })
  const saved = parsed.success
    ? await updateMedia(db(), String(formData.get('id') ?? ''), parsed.data)
    : null
  return redirectWithToast(back, {
    type: saved ? 'success' : 'error',
    title: i18n.t(saved ? 'admin.media.saved' : 'admin.media.notSaved'),
  })
}
