import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { kickMailer } from '~/mail/mailer.server'
import { getEnv } from '~/utils/env.server'
import { readFormData } from '~/utils/http.server'
import { logger } from '~/utils/logger.server'
import { hitRateLimit } from '~/utils/rate-limit.server'
import { clientIpContext } from '~/utils/request-context'
import { contactSchema } from './contact-schema'
import { saveContactSubmission } from './contact.server'

export const HONEYPOT_FIELD = 'website'
const RATE_WINDOW_MS = 10 * 60_000

/**
 * POST /contact. Validates with the form's schema whatever the browser sent,
 * stores the submission with its notification, and only then says it worked.
 * Errors come back with the values, so nothing typed is lost.
 */
export async function contactAction({
  request,
  context,
}: {
  request: Request
  context: Readonly<RouterContextProvider>
}) {
  const formData = await readFormData(request)
  const submission = parseWithZod(formData, { schema: contactSchema })
  const env = getEnv()

  // A filled hidden field means a bot; say so plainly rather than pretend.
  if (formData.get(HONEYPOT_FIELD)) {
    return data(
      { result: submission.reply({ formErrors: [i18n.t('contact.form.blocked')] }) },
      { status: 400 },
    )
  }
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }

  try {
    // Inside the try: a failed write of the rate limit is a failed send too.
    const limit = await hitRateLimit(db(), {
      key: `contact:${context.get(clientIpContext)}`,
      limit: env.FORM_RATE_LIMIT,
      windowMs: RATE_WINDOW_MS,
    })
    if (!limit.allowed) {
      return data(
        { result: submission.reply({ formErrors: [i18n.t('contact.form.rateLimited')] }) },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }
    const formId = formData.get('formId')
    await saveContactSubmission(db(), submission.value, {
      idempotencyKey: typeof formId === 'string' && formId ? formId.slice(0, 100) : undefined,
      infoMailbox: env.INFO_MAILBOX,
      timeZone: env.SITE_TIME_ZONE,
    })
  } catch (error) {
    logger.error({ err: error }, 'contact submission could not be stored')
    return data({ result: submission.reply(), failed: true }, { status: 500 })
  }
  kickMailer()
  return { result: submission.reply({ resetForm: true }), sent: true, formId: crypto.randomUUID() }
}
