import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { getEnv } from '~/utils/env.server'
import { readFormData } from '~/utils/http.server'
import { logger } from '~/utils/logger.server'
import { hitRateLimit } from '~/utils/rate-limit.server'
import { clientIpContext } from '~/utils/request-context'
import { footerNewsletterSchema, subscribeSchema } from './newsletter-schema'
import { subscribe } from './newsletter.server'

/**
 * POST /subscribe, for the subscription page and the footer form (field
 * `source=footer`). With JavaScript the forms get JSON back and show toasts;
 * without it (no `enhanced` field) a success is a plain redirect.
 */
export async function subscribeAction({
  request,
  context,
}: {
  request: Request
  context: Readonly<RouterContextProvider>
}) {
  const formData = await readFormData(request)
  const fromFooter = formData.get('source') === 'footer'
  const enhanced = formData.get('enhanced') === '1'
  const submission = parseWithZod(formData, {
    schema: fromFooter ? footerNewsletterSchema : subscribeSchema,
  })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), ok: false }, { status: 400 })
  }

  try {
    // Inside the try: a failed write of the rate limit is a failed subscription too.
    const limit = await hitRateLimit(db(), {
      key: `newsletter:${context.get(clientIpContext)}`,
      limit: getEnv().FORM_RATE_LIMIT,
      windowMs: 10 * 60_000,
    })
    if (!limit.allowed) {
      return data(
        {
          result: submission.reply({ formErrors: [i18n.t('contact.form.rateLimited')] }),
          ok: false,
        },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }
    await subscribe(db(), {
      ...submission.value,
      source: fromFooter ? 'footer' : 'subscription-page',
    })
  } catch (error) {
    logger.error({ err: error }, 'subscription could not be stored')
    return data({ result: submission.reply(), ok: false, failed: true }, { status: 500 })
  }
  if (!enhanced) throw redirect(fromFooter ? '/subscribe?subscribed=1' : '/resources')
  return { result: submission.reply({ resetForm: true }), ok: true }
}
