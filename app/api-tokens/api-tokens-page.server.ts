/** The loader and action of /admin/api-tokens: list, create (shown once) and revoke tokens. */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { formatAdminDateTime } from '~/admin/date-format'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { getEnv } from '~/utils/env.server'
import { redirectWithToast } from '~/utils/toast.server'
import { apiTokenSchema } from './api-tokens'
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.server'

const PAGE = '/admin/api-tokens'
const t = (key: string, values: Record<string, unknown> = {}) =>
  i18n.t(`admin.apiTokens.${key}`, values)
const when = (date: Date | null) =>
  date ? formatAdminDateTime(date, getEnv().SITE_TIME_ZONE) : null

export async function loader({ request }: { request: Request }) {
  await requireAdmin(request)
  const tokens = await listApiTokens(db())
  return {
    tokens: tokens.map((token) => ({
      id: token.id,
      name: token.name,
      prefix: token.prefix,
      createdAt: when(token.createdAt)!,
      lastUsedAt: when(token.lastUsedAt),
      revokedAt: when(token.revokedAt),
    })),
  }
}

export async function action({ request }: { request: Request }) {
  const session = await requireAdminWrite(request)
  const { formData } = session
  const actor = session.tokenHash.slice(0, 12)
  if (formData.get('intent') === 'revoke') {
    const revoked = await revokeApiToken(db(), String(formData.get('id') ?? ''), actor)
    return redirectWithToast(PAGE, {
      type: revoked ? 'success' : 'error',
      title: t(revoked ? 'revokedTitle' : 'notFound'),
    })
  }
  const submission = parseWithZod(formData, { schema: apiTokenSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  // Not a redirect: the token is in this answer only, never stored or sent again.
  const created = await createApiToken(db(), submission.value.name, actor)
  return data(
    { result: submission.reply({ resetForm: true }), created },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
