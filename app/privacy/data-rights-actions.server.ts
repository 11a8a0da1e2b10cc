/** Loader and action of /admin/data-rights: every write checked and audited on the server. */
import { data } from 'react-router'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { redirectWithToast } from '~/utils/toast.server'
import { personSchema, retentionSchema } from './data-rights-schemas'
import {
  erasePersonalData,
  findPersonalData,
  purgeExpiredSubmissions,
  readRetentionMonths,
  saveRetentionMonths,
} from './data-rights.server'

const PAGE = '/admin/data-rights'
const t = (key: string, values: Record<string, unknown> = {}) =>
  i18n.t(`admin.dataRights.${key}`, values)
const actorOf = (session: { tokenHash: string }) => session.tokenHash.slice(0, 12)

export async function loader({ request }: { request: Request }) {
  await requireAdmin(request)
  return { months: await readRetentionMonths(db()) }
}

/** POST /admin/data-rights/export: everything about one address, as a JSON download. */
export async function exportAction({ request }: { request: Request }) {
  const session = await requireAdminWrite(request)
  const parsed = personSchema.safeParse(Object.fromEntries(session.formData))
  if (!parsed.success) throw data({ message: parsed.error.issues[0]!.message }, { status: 400 })
  const found = await findPersonalData(db(), parsed.data.email)
  return new Response(JSON.stringify(found, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="personal-data.json"',
      'Cache-Control': 'no-store',
    },
  })
}

export async function action({ request }: { request: Request }) {
  const session = await requireAdminWrite(request)
  const form = Object.fromEntries(session.formData)
  const intent = String(form.intent ?? '')

  if (intent === 'retention') {
    const parsed = retentionSchema.safeParse(form)
    if (!parsed.success)
      return data({ retentionError: parsed.error.issues[0]!.message }, { status: 400 })
    await saveRetentionMonths(db(), parsed.data.months, actorOf(session))
    return redirectWithToast(PAGE, {
      type: 'success',
      title: t('retention.savedTitle'),
      description: t('retention.savedBody', { months: parsed.data.months }),
    })
  }
  if (intent === 'dry-run' || intent === 'purge') {
    const report = await purgeExpiredSubmissions(db(), { dryRun: intent === 'dry-run' })
    return data({ purge: { ...report, oldest: report.oldest?.toISOString() ?? null, intent } })
  }

  const parsed = personSchema.safeParse(form)
  if (!parsed.success) return data({ emailError: parsed.error.issues[0]!.message }, { status: 400 })
  const { email } = parsed.data
  if (intent === 'erase') {
    if (form.confirm !== 'yes')
      return data({ emailError: t('erase.confirmRequired') }, { status: 400 })
    const counts = await erasePersonalData(db(), email, actorOf(session))
    return redirectWithToast(PAGE, {
      type: 'success',
      title: t('erase.doneTitle'),
      description: t('erase.doneBody', counts),
    })
  }
  const found = await findPersonalData(db(), email)
  return data({
    found: {
      email: found.email,
      subscriptions: found.subscriptions.map((row) => ({
        source: row.source,
        createdAt: row.createdAt.toISOString(),
      })),
      contacts: found.contacts.map((row) => ({
        requestType: row.requestType,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      })),
      emails: found.emails.map((row) => ({
        kind: row.kind,
        subject: row.subject,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      })),
    },
  })
}
