import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { contactSchema } from '~/contact/contact-schema'
import { saveContactSubmission } from '~/contact/contact.server'
import type { DatabaseHandle } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { erasePersonalData, findPersonalData } from './data-rights.server'

// `a@b.co` is a substring of `maria@b.com`: the two addresses of the report.
const maria = contactSchema.parse({
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria@b.com',
  company: 'B Health',
  requestType: 'demo',
  message: 'Maria would like a demo.',
  privacyPolicy: true,
})

describe.each(testDatabaseTargets())('data rights match whole addresses on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
    await saveContactSubmission(handle.db, maria, {
      infoMailbox: 'info@alakin.test',
      timeZone: 'Europe/Paris',
    })
  })
  afterEach(() => handle.close())

  test("exporting a@b.co returns nothing of maria@b.com's", async () => {
    const found = await findPersonalData(handle.db, 'a@b.co')
    expect(found).toMatchObject({ subscriptions: [], contacts: [], emails: [] })
    // Maria's own export still has her notification: the match is whole, not absent.
    const hers = await findPersonalData(handle.db, 'MARIA@b.com')
    expect(hers.contacts).toHaveLength(1)
    expect(hers.emails.map((mail) => mail.text)).toEqual([
      expect.stringContaining('Maria would like a demo.'),
    ])
  })

  test("erasing a@b.co leaves maria@b.com's notification as it was", async () => {
    const [before] = await handle.db.select().from(emailOutbox)
    const counts = await erasePersonalData(handle.db, 'a@b.co', 'session-1')
    expect(counts).toEqual({ subscriptions: 0, contacts: 0, emails: 0, auditEntries: 0 })
    expect(await handle.db.select().from(emailOutbox)).toEqual([before])
    expect((await findPersonalData(handle.db, 'maria@b.com')).contacts).toHaveLength(1)
  })
})
