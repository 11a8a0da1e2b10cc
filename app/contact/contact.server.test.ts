import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { contactSubmissions, emailOutbox } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { contactSchema } from './contact-schema'
import { saveContactSubmission } from './contact.server'

const input = contactSchema.parse({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  company: 'Analytical Health',
  requestType: 'demo',
  message: 'Please show us the virtual ward pathway.',
  privacyPolicy: true,
})

describe.each(testDatabaseTargets())('contact submissions on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(() => handle.close())

  test('the submission and its notification are stored together', async () => {
    const result = await saveContactSubmission(handle.db, input, {
      infoMailbox: 'info@alakin.com',
      timeZone: 'Europe/Paris',
    })
    expect(result.created).toBe(true)
    const [row] = await handle.db.select().from(contactSubmissions)
    expect(row).toMatchObject({
      id: result.id,
      email: 'Ada@Example.com',
      requestType: 'demo',
      serviceType: 'enterprise',
      marketingConsent: false,
    })
    const mails = await handle.db.select().from(emailOutbox)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      kind: 'contact-notification',
      toAddress: 'info@alakin.com',
      replyTo: 'Ada@Example.com',
      subject: 'Demo Request from Ada Lovelace at Analytical Health',
      status: 'pending',
    })
  })

  test('the same rendered form submitted twice stores one row and one mail', async () => {
    const options = {
      infoMailbox: 'info@alakin.com',
      timeZone: 'Europe/Paris',
      idempotencyKey: 'form-123',
    }
    const first = await saveContactSubmission(handle.db, input, options)
    const second = await saveContactSubmission(handle.db, input, options)
    expect([first.created, second.created]).toEqual([true, false])
    expect(await handle.db.select().from(contactSubmissions)).toHaveLength(1)
    expect(await handle.db.select().from(emailOutbox)).toHaveLength(1)
    await saveContactSubmission(handle.db, input, { ...options, idempotencyKey: 'form-456' })
    expect(await handle.db.select().from(contactSubmissions)).toHaveLength(2)
  })

  test('a different message sent with a spent form id is stored, not dropped', async () => {
    const options = {
      infoMailbox: 'info@alakin.com',
      timeZone: 'Europe/Paris',
      idempotencyKey: 'form-789',
    }
    await saveContactSubmission(handle.db, input, options)
    const second = await saveContactSubmission(
      handle.db,
      { ...input, message: 'A second, different question about pricing.' },
      options,
    )
    expect(second.created).toBe(true)
    const rows = await handle.db.select().from(contactSubmissions)
    expect(rows.map((row) => row.message).sort()).toEqual([
      'A second, different question about pricing.',
      'Please show us the virtual ward pathway.',
    ])
    expect(await handle.db.select().from(emailOutbox)).toHaveLength(2)
  })

  test('if the mail cannot be queued, the submission is not stored either', async () => {
    await expect(
      saveContactSubmission(handle.db, input, {
        infoMailbox: null as unknown as string,
        timeZone: 'Europe/Paris',
      }),
    ).rejects.toThrow()
    expect(await handle.db.select().from(contactSubmissions)).toHaveLength(0)
  })
})
