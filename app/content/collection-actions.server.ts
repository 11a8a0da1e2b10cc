/** The list and form pages' loaders and actions, for any collection store. */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { logger } from '~/utils/logger.server'
import { redirectWithToast } from '~/utils/toast.server'
import {
  createItem,
  deleteItem,
  getItem,
  isUniqueViolation,
  listItems,
  updateItem,
  type CollectionStore,
} from './collection.server'
import { IMAGE_TYPES, MAX_IMAGE_BYTES, storeUpload, UploadError } from '~/uploads/uploads.server'
import { stores } from './stores.server'

/** The store of the collection named by the URL: /admin/{slug}/… */
export function storeFor(request: Request): CollectionStore {
  // Client navigations fetch /admin/{slug}.data: the same page's data.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '')
  const slug = pathname.split('/')[2] as keyof typeof stores
  const store = stores[slug]
  if (!store) throw data(null, { status: 404 })
  return store as unknown as CollectionStore
}

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

export async function listLoader({ request }: { request: Request }) {
  await requireAdmin(request)
  const store = storeFor(request)
  const q = new URL(request.url).searchParams.get('q') ?? ''
  return { slug: store.definition.slug, q, rows: await listItems(db(), store, q) }
}

export async function listAction({ request }: { request: Request }) {
  const session = await requireAdminWrite(request)
  const store = storeFor(request)
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
      title: words(store, 'deletedTitle'),
      description: i18n.t(`${store.definition.words}.deletedBody`, result.row),
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

export async function formLoader({
  request,
  params,
}: {
  request: Request
  params: { id?: string }
}) {
  const { id } = params
  await requireAdmin(request)
  const store = storeFor(request)
  const list = `/admin/${store.definition.slug}`
  if (!id) return { slug: store.definition.slug, item: null }
  const item = await getItem(db(), store, id)
  if (!item) throw await redirectWithToast(list, { type: 'error', title: words(store, 'notFound') })
  return { slug: store.definition.slug, item }
}

export async function formAction({
  request,
  params,
}: {
  request: Request
  params: { id?: string }
}) {
  const { id } = params
  const session = await requireAdminWrite(request)
  const store = storeFor(request)
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
  try {
    if (id) {
      const updated = await updateItem(db(), store, id, submission.value, actorOf(session))
      if (!updated)
        return redirectWithToast(list, { type: 'error', title: words(store, 'notFound') })
      return redirectWithToast(list, savedToast(store, 'updated'))
    }
    await createItem(db(), store, submission.value, actorOf(session))
    return redirectWithToast(list, savedToast(store, 'created'))
  } catch (error) {
    if (isUniqueViolation(error)) {
      return data(
        { result: submission.reply({ formErrors: [words(store, 'duplicate')] }) },
        { status: 409 },
      )
    }
    logger.error({ err: error, collection: store.definition.slug }, 'save failed')
    return data(
      { result: submission.reply({ formErrors: [words(store, 'saveFailed')] }) },
      { status: 500 },
    )
  }
}
