import { contactSubmissions } from '~/db/schema'
import type { Database } from '~/db/client.server'
import { enqueueEmail } from '~/mail/outbox.server'
import { createId } from '~/utils/ids'
import type { ContactInput } from './contact-schema'
import { buildContactNotification } from './notification'

/**
 * Stores a contact submission and queues its notification to the info
 * mailbox in one transaction: both exist, or neither. A repeated submission
 * of the same rendered form (same idempotency key) stores nothing new.
 * Returns whether this call stored it.
 */
export async function saveContactSubmission(
  db: Database,
  input: ContactInput,
  options: { idempotencyKey?: string; infoMailbox: string; now?: Date },
): Promise<{ id: string; created: boolean }> {
  const { privacyPolicy: _accepted, ...fields } = input
  const createdAt = options.now ?? new Date()
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactSubmissions)
      .values({
        id: createId('contact', createdAt),
        ...fields,
        idempotencyKey: options.idempotencyKey,
        createdAt,
      })
      .onConflictDoNothing({ target: contactSubmissions.idempotencyKey })
      .returning({ id: contactSubmissions.id })
    if (!stored) return { id: '', created: false }

    const mail = buildContactNotification({ ...fields, createdAt })
    await enqueueEmail(tx, {
      kind: 'contact-notification',
      to: options.infoMailbox,
      replyTo: fields.email,
      ...mail,
    })
    return { id: stored.id, created: true }
  })
}
