/** The trash page (/admin/trash, decision 062): its list, restore, delete for good, retention. */
import { data } from 'react-router'
import { z } from 'zod'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { redirectWithToast } from '~/utils/toast.server'
import type { CollectionStore } from './collection.server'
import { storeOf } from './hooks.server'
import {
  listTrash,
  isReferenceViolation,
  purgeExpired,
  PURGE_BLOCKED,
  purgeItem,
  restoreItem,
  setTrashRetentionDays,
  trashRetentionDays,
} from './trash.server'

const PAGE = '/admin/trash'
const t = (key: string, values: Record<string, unknown> = {}) =>
  i18n.t(`admin.trash.${key}`, values)
const actorOf = (session: { tokenHash: string }) => session.tokenHash.slice(0, 12)

/** The retention form: whole days, 1 to 3650. */
export const retentionSchema = z.object({
  days: z.coerce
    .number('Enter a number of days')
    .int('Enter a whole number of days')
    .min(1, 'Keep items at least 1 day')
    .max(3650, 'Keep items at most 3650 days'),
})

export async function loader({ request }: { request: Request }) {
  await requireAdmin(request)
  // What has outlived the retention period goes before the page is shown.
  const { skipped } = await purgeExpired(db())
  const [items, retentionDays] = await Promise.all([listTrash(db()), trashRetentionDays(db())])
  return {
    retentionDays,
    // Past retention but still used by another item: kept, and said (decision 094).
    skipped,
    items: items.map((item) => ({ ...item, deletedAt: item.deletedAt.toISOString() })),
  }
}

export async function action({ request }: { request: Request }) {
  const session = await requireAdminWrite(request)
  const form = session.formData
  const intent = String(form.get('intent') ?? '')
  if (intent === 'retention') {
    const parsed = retentionSchema.safeParse({ days: form.get('days') })
    if (!parsed.success)
      return data({ errors: parsed.error.issues.map((issue) => issue.message) }, { status: 400 })
    await setTrashRetentionDays(db(), parsed.data.days, actorOf(session))
    return redirectWithToast(PAGE, { type: 'success', title: t('retentionSaved') })
  }
  const store = storeOf(String(form.get('type') ?? ''))
  const id = String(form.get('id') ?? '')
  if (!store || (intent !== 'restore' && intent !== 'purge'))
    return redirectWithToast(PAGE, { type: 'error', title: t('notFound') })
  const refusal =
    intent === 'restore' ? await restore(store, id, session) : await purge(store, id, session)
  // Undo in a list's toast restores from that list and returns to it.
  const back = backTo(form.get('returnTo'))
  if (refusal !== null)
    return redirectWithToast(back, { type: 'error', title: t('notFound'), description: refusal })
  return redirectWithToast(back, {
    type: 'success',
    title: t(intent === 'restore' ? 'restored' : 'purged'),
  })
}

type Session = { tokenHash: string }

/** Where to go after a restore: a back-office page the form names, else the trash. */
function backTo(asked: FormDataEntryValue | null) {
  return typeof asked === 'string' && /^\/admin\/[\w\-/?=&%.]*$/.test(asked) ? asked : PAGE
}

/** Restores through the one save: null when done, else why not (undefined: not in the trash). */
async function restore(store: CollectionStore, id: string, session: Session) {
  const result = await restoreItem(db(), store, id, actorOf(session))
  if (result.status === 'saved') return null
  return result.status === 'not-found' ? undefined : result.message
}

/** Deletes for good: null when done, else why not. */
async function purge(store: CollectionStore, id: string, session: Session) {
  try {
    return (await purgeItem(db(), store, id, actorOf(session))) ? null : undefined
  } catch (error) {
    if (isReferenceViolation(error)) return PURGE_BLOCKED
    throw error
  }
}
