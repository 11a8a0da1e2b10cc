/** Loaders and actions of the resource manager's pages (/admin/resources…). */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { deleteItem, getItem } from '~/content/collection.server'
import { etagOf, saveItem } from '~/content/save.server'
import { staleSave } from '~/content/stale-save.server'
import { getEnv } from '~/utils/env.server'
import { resourceDefaults, resourceSchema, visibleResourceFields } from '~/content/resources'
import { storeFor } from '~/content/hooks.server'
import { lifecycleFormValues } from '~/content/lifecycle'
import { db } from '~/db/db.server'
import { resourceTypes, type ResourceType } from '~/db/schema'
import { i18n } from '~/i18n'
import { storeUpload, uploadKinds, UploadError } from '~/uploads/uploads.server'
import { logger } from '~/utils/logger.server'
import { allTimeZones } from '~/utils/time-zone'
import { redirectWithToast } from '~/utils/toast.server'
import { categoryOptions, listResourcePage, queueTestEmail } from './resource-admin.server'

const LIST = '/admin/resources'
const t = (key: string, values: Record<string, unknown> = {}) =>
  i18n.t(`admin.resources.${key}`, values)
const actorOf = (session: { tokenHash: string }) => session.tokenHash.slice(0, 12)

export async function listLoader({ request }: { request: Request }) {
  await requireAdmin(request)
  const params = new URL(request.url).searchParams
  return listResourcePage(db(), {
    q: params.get('q') ?? '',
    sort: params.get('sort'),
    dir: params.get('dir'),
    page: params.get('page'),
  })
}

export async function listAction({ request }: { request: Request }) {
  const session = await requireAdminWrite(request)
  const id = String(session.formData.get('id') ?? '')
  try {
    const result = await deleteItem(db(), storeFor('resources'), id, actorOf(session))
    if (result.status !== 'deleted')
      return redirectWithToast(LIST, { type: 'error', title: t('notFound') })
    return redirectWithToast(LIST, {
      type: 'success',
      title: i18n.t('admin.common.trashedTitle'),
      description: t('deletedBody'),
      undo: { type: 'resources', id },
    })
  } catch (error) {
    logger.error({ err: error }, 'resource delete failed')
    const toast = { type: 'error' as const, title: t('errorTitle'), description: t('deleteFailed') }
    return data({ toast }, { status: 500 })
  }
}

export async function formLoader({
  request,
  params,
}: {
  request: Request
  params: { id?: string }
}) {
  await requireAdmin(request)
  const categories = await categoryOptions(db())
  // An event's time zone starts as the site's; the picker lists the server's zones, so the
  // page reads the same before and after hydration whatever the browser's own list.
  const defaults = { ...resourceDefaults, timeZone: getEnv().SITE_TIME_ZONE }
  const timeZones = allTimeZones()
  if (!params.id) {
    const asked = new URL(request.url).searchParams.get('type')
    const type = resourceTypes.includes(asked as ResourceType) ? asked : resourceDefaults.type
    return { categories, timeZones, item: null, defaults: { ...defaults, type }, version: null }
  }
  const item = await getItem(db(), storeFor('resources'), params.id)
  if (!item) throw await redirectWithToast(LIST, { type: 'error', title: t('notFound') })
  return {
    categories,
    timeZones,
    item: { ...item, ...lifecycleFormValues(item) },
    defaults,
    // The version the form was opened at: a save over a newer one is refused (412).
    version: etagOf(item),
  }
}

/**
 * Stores the files chosen for the fields the chosen type shows, before
 * validation: the form then carries their /uploads/ URLs, so a form sent back
 * for another mistake keeps the upload instead of asking for it again.
 * Returns the refusals (wrong type, too large) as field errors.
 */
async function takeUploads(formData: FormData) {
  const type = String(formData.get('type') ?? '') as ResourceType
  if (!resourceTypes.includes(type)) return {}
  const shown = visibleResourceFields(type, String(formData.get('ctaType') ?? ''))
  const uploads = [
    { file: 'pdfFile', field: 'pdfUrl', ...uploadKinds.pdf },
    { file: 'imageFile', field: 'imageSrc', ...uploadKinds.image },
  ]
  const errors: Record<string, string[]> = {}
  for (const upload of uploads) {
    const file = formData.get(upload.file)
    formData.delete(upload.file)
    if (!(file instanceof File) || file.size === 0 || !shown.has(upload.field)) continue
    try {
      const url = await storeUpload(db(), file, {
        types: upload.types,
        maxBytes: upload.maxBytes,
        typeMessage: t(`${upload.file}.type`),
        sizeMessage: t(`${upload.file}.size`),
      })
      formData.set(upload.field, url)
    } catch (error) {
      if (!(error instanceof UploadError)) throw error
      errors[upload.field] = [error.message]
    }
  }
  return errors
}

export async function formAction({
  request,
  params,
}: {
  request: Request
  params: { id?: string }
}) {
  const session = await requireAdminWrite(request)
  const { formData } = session

  if (formData.get('intent') === 'test-email') {
    const sent = await queueTestEmail(db(), { title: String(formData.get('title') ?? '') })
    return data({
      toast: {
        type: 'success' as const,
        title: t('testEmail.title'),
        description: t(sent.smtp ? 'testEmail.queued' : 'testEmail.kept', { to: sent.to }),
      },
    })
  }

  const uploadErrors = await takeUploads(formData)
  const submission = parseWithZod(formData, { schema: resourceSchema })
  if (submission.status !== 'success' || Object.keys(uploadErrors).length > 0)
    return data({ result: submission.reply({ fieldErrors: uploadErrors }) }, { status: 400 })
  // The one save (decision 094): the same rules, answers and audit as the API and the restores.
  const result = await saveItem(db(), storeFor('resources'), {
    id: params.id,
    values: submission.value,
    actor: actorOf(session),
    ifMatch: String(formData.get('ifMatch') ?? '') || null,
    confirmDropped: String(formData.get('confirmDrop') ?? '').split(','),
  })
  switch (result.status) {
    case 'saved': {
      const done = result.created ? 'created' : 'updated'
      return redirectWithToast(LIST, {
        type: 'success',
        title: t(`${done}Title`),
        description: t(`${done}Body`),
      })
    }
    case 'not-found':
      return redirectWithToast(LIST, { type: 'error', title: t('notFound') })
    case 'invalid':
      return data({ result: submission.reply({ fieldErrors: result.errors }) }, { status: 400 })
    // The new type does not keep some stored fields: say which, and save only once confirmed.
    case 'would-drop':
      return data(
        {
          result: submission.reply(),
          drop: { fields: result.fields, type: submission.value.type },
        },
        { status: 409 },
      )
    default:
      return data(
        {
          result: submission.reply({ formErrors: [result.message] }),
          // Someone saved meanwhile: their version, to keep or to take (issue 38).
          stale:
            result.status === 'stale' && params.id
              ? await staleSave(
                  db(),
                  storeFor('resources'),
                  params.id,
                  submission.value,
                  getEnv().SITE_TIME_ZONE,
                )
              : undefined,
        },
        { status: result.status === 'stale' ? 412 : 409 },
      )
  }
}
