import { createHash } from 'node:crypto'
import { contactSubmissions } from '~/db/schema'
import type { Database } from '~/db/client.server'
import { enqueueEmail } from '~/mail/outbox.server'
import { createId } from '~/utils/ids'
import type { ContactInput } from './contact-schema'
import { buildContactNotification } from './notification'

/**
 * Stores a contact submission and queues its notification to the info
 * mailbox in one transaction: both exist, or neither. The same message sent
 * twice from one rendered form (a double click, a resend after a dropped
 * answer) is stored once; a different message from that form is a new one,
 * whatever its form id says. Returns whether this call stored it.
 */
export async function saveContactSubmission(
  db: Database,
  input: ContactInput,
  options: {
    idempotencyKey?: string
    infoMailbox: string
    /**
     * The site's time zone (SITE_TIME_ZONE), the notification's time is given in. Required:
     * a default here would quietly show a site configured elsewhere the wrong hour.
     */
    timeZone: string
    now?: Date
  },
): Promise<{ id: string; created: boolean }> {
  const { privacyPolicy: _accepted, ...fields } = input
  const createdAt = options.now ?? new Date()
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactSubmissions)
      .values({
        id: createId('contact', createdAt),
        ...fields,
        idempotencyKey: options.idempotencyKey && submissionKey(options.idempotencyKey, fields),
        createdAt,
      })
      .onConflictDoNothing({ target: contactSubmissions.idempotencyKey })
      .returning({ id: contactSubmissions.id })
    if (!stored) return { id: '', created: false }

    const mail = buildContactNotification({ ...fields, createdAt }, options.timeZone)
    await enqueueEmail(tx, {
      kind: 'contact-notification',
      to: options.infoMailbox,
      replyTo: fields.email,
      ...mail,
    })
    return { id: stored.id, created: true }
  })
}

/** The form's id and a digest of what was sent: only an identical resend shares it. */
function submissionKey(formId: string, fields: Record<string, unknown>): string {
  const digest = createHash('sha256').update(JSON.stringify(fields)).digest('base64url')
  return `${formId}:${digest}`
}
