/**
 * Issue 38: a mail whose personal data was erased can never be sent again: the
 * back office shows it as erased, offers no retry, and a retry posted anyway
 * is refused (it would go to "[erased]").
 */
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { erasePersonalData } from '~/privacy/data-rights.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { getOutboxEmail, isRetryable, retryEmail, shownStatus } from './outbox-admin.server'
import { enqueueEmail } from './outbox.server'

describe.each(testDatabaseTargets())('an erased mail on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(async () => {
    await handle.close()
  })

  test('shows as erased, not retryable, and a retry is refused', async () => {
    const queue = (replyTo: string) =>
      enqueueEmail(handle.db, {
        kind: 'contact-notification',
        to: 'leads@alakin.test',
        replyTo,
        subject: `Inquiry from ${replyTo}`,
        text: 'Call me back',
      })
    const erased = await queue('ada@example.com')
    const kept = await queue('grace@example.com')
    await handle.db.update(emailOutbox).set({ status: 'unsent-no-smtp' })

    await erasePersonalData(handle.db, 'ada@example.com', 'test')

    const mail = (await getOutboxEmail(handle.db, erased))!
    expect(shownStatus(mail)).toBe('erased')
    expect(isRetryable(mail)).toBe(false)
    expect(await retryEmail(handle.db, erased)).toBe('not-retryable')
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, erased))
    expect(row!.status).not.toBe('pending')

    // Someone else's mail is untouched: still shown as it is, and retryable.
    const other = (await getOutboxEmail(handle.db, kept))!
    expect(shownStatus(other)).toBe('unsent-no-smtp')
    expect(isRetryable(other)).toBe(true)
    expect(await retryEmail(handle.db, kept)).toBe('queued')
  })
})
