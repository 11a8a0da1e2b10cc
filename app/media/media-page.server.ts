/** The loader and action of /admin/media (decision 110): the library, searched and filtered; an item's alt text; its deletion. */
import { data } from 'react-router'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { redirectWithToast } from '~/utils/toast.server'
import { storeUploadOfAnyKind, UploadError } from '~/uploads/uploads.server'
import { uploadMessages } from './upload-messages'
import { deleteMedia } from './delete-media.server'
import { replaceImage } from './replace-image.server'
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

/**
 * Saves one item's alt text, decorative flag and focal point, or deletes it for
 * good (refused, with where it is used, while content uses it: decision 123),
 * then back to the page it came from.
 */
export async function action({ request }: { request: Request }) {
  const { formData } = await requireAdminWrite(request)
  const back = `/admin/media${new URL(request.url).search}`
  if (formData.get('intent') === 'delete')
    return deleteAction(String(formData.get('id') ?? ''), back)
  if (formData.get('intent') === 'upload') return uploadAction(formData.getAll('files'), back)
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

/**
 * Several files sent by the plain form (without JavaScript; with it, each goes
 * to POST /api/uploads with its own progress bar): each stored into the
 * library like an API upload; the toast says how many. Any refused file is
 * named on the page itself, with why (a toast needs JavaScript).
 */
async function uploadAction(files: FormDataEntryValue[], back: string) {
  const refused: string[] = []
  let stored = 0
  for (const file of files) {
    if (!(file instanceof File) || file.size === 0) continue
    try {
      await storeUploadOfAnyKind(
        db(),
        file,
        { inLibrary: true, uploadedBy: 'admin' },
        uploadMessages(),
      )
      stored++
    } catch (error) {
      if (!(error instanceof UploadError)) throw error
      refused.push(`${file.name}: ${error.message}`)
    }
  }
  if (refused.length > 0)
    return data(
      { uploadRefused: [i18n.t('admin.media.upload.stored', { count: stored }), ...refused] },
      { status: 422 },
    )
  return redirectWithToast(back, {
    type: stored === 0 ? 'error' : 'success',
    title: i18n.t('admin.media.upload.stored', { count: stored }),
  })
}

async function deleteAction(id: string, back: string) {
  const deletion = await deleteMedia(db(), id)
  if (deletion.outcome === 'used')
    return data({ refused: { id, message: deletion.message } }, { status: 409 })
  return redirectWithToast(back, {
    type: deletion.outcome === 'deleted' ? 'success' : 'error',
    title: i18n.t(deletion.outcome === 'deleted' ? 'admin.media.deleted' : 'admin.media.notSaved'),
  })
}

/** POST /admin/media/{id}/replace: a new file for the image, at the same address (decision 123). */
export async function replaceAction({
  request,
  params,
}: {
  request: Request
  params: { id?: string }
}) {
  const { formData } = await requireAdminWrite(request)
  const file = formData.get('file')
  let failure: string | null = null
  if (!(file instanceof File) || file.size === 0) failure = i18n.t('admin.media.replaceType')
  else
    try {
      if (!(await replaceImage(db(), params.id ?? '', file)))
        failure = i18n.t('admin.media.notReplaced')
    } catch (error) {
      if (!(error instanceof UploadError)) throw error
      failure = error.message
    }
  return redirectWithToast('/admin/media', {
    type: failure ? 'error' : 'success',
    title: failure ? i18n.t('admin.media.notReplaced') : i18n.t('admin.media.replaced'),
    ...(failure ? { description: failure } : {}),
  })
}
