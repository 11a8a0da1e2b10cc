import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { contactSchema } from '~/contact/contact-schema'
import { saveContactSubmission } from '~/contact/contact.server'
import type { DatabaseHandle } from '~/db/client.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { redactUrl } from './log-redaction.server'
import { loggerOptions } from './logger.server'

test('tokens in preview and unsubscribe links, and back-office searches, are hidden', () => {
  expect(redactUrl('/preview/pv_s3cr3t')).toBe('/preview/[redacted]')
  expect(redactUrl('/preview/pv_s3cr3t?x=1')).toBe('/preview/[redacted]?x=1')
  expect(redactUrl('/%70review/pv_s3cr3t/')).toBe('/%70review/[redacted]/')
  expect(redactUrl('/unsubscribe?token=YUBiLmNv.sig&lang=fr')).toBe(
    '/unsubscribe?token=[redacted]&lang=fr',
  )
  expect(redactUrl('/admin/database?tab=contacts&q=ada%40example.com')).toBe(
    '/admin/database?tab=contacts&q=[redacted]',
  )
  // Everything else is logged as it came.
  expect(redactUrl('/resources/white-papers?page=2')).toBe('/resources/white-papers?page=2')
  expect(redactUrl('/admin/preview-links/testimonials/t-1')).toBe(
    '/admin/preview-links/testimonials/t-1',
  )
})

const ada = contactSchema.parse({
  firstName: 'Adaline',
  lastName: 'Lovelacey',
  email: 'adaline@example.com',
  company: 'Analytical Health',
  requestType: 'demo',
  message: 'A message only the sales team may read.',
  privacyPolicy: true,
})

describe.each(testDatabaseTargets())('a failed write logged on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(() => handle.close())

  test('says what failed, without the name, address or message sent', async () => {
    await handle.db.execute(
      sql`alter table contact_submissions add constraint refuse_all check (false) not valid`,
    )
    const error = await saveContactSubmission(handle.db, ada, {
      infoMailbox: 'info@alakin.test',
      timeZone: 'Europe/Paris',
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)

    let written = ''
    const destination = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk)
        done()
      },
    })
    pino({ ...loggerOptions, level: 'info' }, destination).error(
      { err: error },
      'contact submission could not be stored',
    )
    const line = JSON.parse(written) as { err: { message: string; stack: string } }
    expect(line.err.message).toContain('insert into "contact_submissions"')
    expect(line.err.stack).toContain('refuse_all')
    for (const personal of [ada.firstName, ada.lastName, ada.email, ada.message])
      expect(written).not.toContain(personal)
  })
})
