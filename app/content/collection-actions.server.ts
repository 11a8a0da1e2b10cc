/** The list and form pages' loaders and actions, for any collection store. */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { libraryChoices } from '~/media/library-choices.server'
import { i18n } from '~/i18n'
import { logger } from '~/utils/logger.server'
import { redirectWithToast } from '~/utils/toast.server'
import { deleteItem, getItem, listItems, type CollectionStore } from './collection.server'
import { etagOf, saveItem } from './save.server'
import { staleSave } from './stale-save.server'
import { getEnv } from '~/utils/env.server'
import { IMAGE_TYPES, MAX_IMAGE_BYTES, storeUpload, UploadError } from '~/uploads/uploads.server'
import { storeOf } from './hooks.server'
import type { Row } from './collection'
import { currentStatus, lifecycleFormValues } from './lifecycle'
import type { ContentStatus } from '~/db/schema'

/** The store of the collection named by the route's `collection` parameter: /admin/{collection}/… */
function storeFrom(params: { collection?: string }): CollectionStore {
  const store = storeOf(params.collection)
  if (!store || store.definition.admin !== 'generic') throw data(null, { status: 404 })
  return store
}

type Params = { collection?: string; id?: string }

const actorOf = (session: { tokenHash: string }) => session.tokenHash.slice(0, 12)
const words = (store: CollectionStore, key: string) => i18n.t(`${store.definition.words}.${key}`)
/** A save's toast: its title, and its description where the collection has one (videos). */
const savedToast = (store: CollectionStore, key: 'created' | 'updated') => {
  const body = `${store.definition.words}.${key}Body`
  return {
    type: 'success' as const,
    title: words(store, key),
    description: i18n.exists(body) ? i18n.t(body) : undefined,
  }
}

export async function listLoader({ request, params }: { request: Request; params: Params }) {
  await requireAdmin(request)
  const store = storeFrom(params)
  const q = new URL(request.url).searchParams.get('q') ?? ''
  const rows = await listItems(db(), store, q)
  return {
    slug: store.definition.slug,
    q,
    rows: rows.map((row): Row & { currentStatus: ContentStatus } => ({
      ...row,
      currentStatus: currentStatus(row),
    })),
  }
}

export async function listAction({ request, params }: { request: Request; params: Params }) {
  const session = await requireAdminWrite(request)
  const store = storeFrom(params)
  const id = String(session.formData.get('id') ?? '')
  const list = `/admin/${store.definition.slug}`
  try {
    const result = await deleteItem(db(), store, id, actorOf(session))
    if (result.status === 'blocked') {
      return data(
        {
          toast: {
            type: 'error' as const,
            title: i18n.t(`${result.reason}Title`),
            description: i18n.t(`${result.reason}Body`),
          },
        },
        { status: 409 },
      )
    }
    if (result.status === 'not-found') {
      return redirectWithToast(list, { type: 'error', title: words(store, 'notFound') })
    }
    return redirectWithToast(list, {
      type: 'success',
      title: i18n.t('admin.common.trashedTitle'),
      description: i18n.t(`${store.definition.words}.deletedBody`, result.row),
      undo: { type: store.definition.slug, id },
    })
  } catch (error) {
    logger.error({ err: error, collection: store.definition.slug }, 'delete failed')
    return data(
      {
        toast: {
          type: 'error' as const,
          title: i18n.t('admin.common.errorTitle'),
          description: words(store, 'deleteFailed'),
        },
      },
      { status: 500 },
    )
  }
}

export async function formLoader({ request, params }: { request: Request; params: Params }) {
  const { id } = params
  await requireAdmin(request)
  const store = storeFrom(params)
  const list = `/admin/${store.definition.slug}`
  const choices = await libraryChoices(db(), store.definition.fields)
  if (!id) return { slug: store.definition.slug, item: null, version: null, choices }
  const item = await getItem(db(), store, id)
  if (!item) throw await redirectWithToast(list, { type: 'error', title: words(store, 'notFound') })
  // The version the form was opened at: a save over a newer one is refused (412).
  const version = etagOf(item)
  return {
    slug: store.definition.slug,
    item: { ...item, ...lifecycleFormValues(item) },
    version,
    choices,
  }
}

export async function formAction({ request, params }: { request: Request; params: Params }) {
  const { id } = params
  const session = await requireAdminWrite(request)
  const store = storeFrom(params)
  const list = `/admin/${store.definition.slug}`
  const submission = parseWithZod(session.formData, { schema: store.definition.schema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })

  // An uploaded image replaces the URL typed in its field.
  for (const field of store.definition.fields.filter((f) => f.upload)) {
    const file = session.formData.get(`${field.name}File`)
    if (!(file instanceof File) || file.size === 0) continue
    try {
      ;(submission.value as Record<string, unknown>)[field.name] = await storeUpload(db(), file, {
        types: IMAGE_TYPES,
        maxBytes: MAX_IMAGE_BYTES,
        typeMessage: i18n.t('admin.common.uploadType'),
        sizeMessage: i18n.t('admin.common.uploadSize'),
      })
    } catch (error) {
      if (!(error instanceof UploadError)) throw error
      return data(
        { result: submission.reply({ fieldErrors: { [field.name]: [error.message] } }) },
        { status: 400 },
      )
    }
  }
  // The one save (decision 094): the same rules, answers and audit as the API and the restores.
  const result = await saveItem(db(), store, {
    id,
    values: submission.value,
    actor: actorOf(session),
    ifMatch: String(session.formData.get('ifMatch') ?? '') || null,
  })
  if (result.status === 'saved')
    return redirectWithToast(list, savedToast(store, result.created ? 'created' : 'updated'))
  if (result.status === 'not-found')
    return redirectWithToast(list, { type: 'error', title: words(store, 'notFound') })
  if (result.status === 'invalid')
    return data({ result: submission.reply({ fieldErrors: result.errors }) }, { status: 400 })
  const message = result.status === 'conflict' ? words(store, 'duplicate') : result.message
  const status = result.status === 'stale' ? 412 : 409
  // Someone saved meanwhile: their version, to keep or to take (issue 38).
  const stale =
    result.status === 'stale' && id
      ? await staleSave(
          db(),
          store,
          id,
          submission.value as Record<string, unknown>,
          getEnv().SITE_TIME_ZONE,
        )
      : undefined
  return data({ result: submission.reply({ formErrors: [message] }), stale }, { status })
}
