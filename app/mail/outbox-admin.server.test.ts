import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { startSmtpServer, type TestSmtpServer } from '../../tests/utils/smtp-server'
import {
  getOutboxEmail,
  listOutboxPage,
  OUTBOX_PAGE_SIZE,
  pageNumber,
  retryEmail,
} from './outbox-admin.server'
import { enqueueEmail, MAX_ATTEMPTS, NO_SMTP_ERROR, processOutbox } from './outbox.server'

const FROM = 'Alakin <no-reply@alakin.com>'
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)

test('page numbers: whole numbers from 1 to the last page, anything else is page 1', () => {
  expect(pageNumber('2', 3)).toBe(2)
  expect(pageNumber('9', 3)).toBe(3)
  expect(
    [null, undefined, '', '0', '-1', '1.5', 'abc', '1e999'].map((v) => pageNumber(v, 3)),
  ).toEqual([1, 1, 1, 1, 1, 1, 1, 1])
  expect(pageNumber('4', 0)).toBe(1)
})

describe.each(testDatabaseTargets())('the outbox view on $name', (target) => {
  let handle: DatabaseHandle
  let smtp: TestSmtpServer
  beforeEach(async () => {
    handle = await target.open()
    smtp = await startSmtpServer()
  })
  afterEach(async () => {
    await smtp.close()
    await handle.close()
  })
  const worker = () => ({
    db: () => handle.db,
    transport: nodemailer.createTransport(smtp.url),
    from: FROM,
  })
  const queue = (subject: string) =>
    enqueueEmail(handle.db, { kind: 'test', to: 'info@alakin.com', subject, text: 'Body' })

  test('an empty outbox: no rows, one page', async () => {
    expect(await listOutboxPage(handle.db)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 })
  })

  test(`lists every mail newest first, ${OUTBOX_PAGE_SIZE} a page`, async () => {
    const base = Date.UTC(2026, 0, 1)
    for (let i = 0; i < 30; i++) {
      const id = await queue(`Mail ${i}`)
      await handle.db
        .update(emailOutbox)
        .set({ createdAt: new Date(base + i * 60_000) })
        .where(eq(emailOutbox.id, id))
    }
    const first = await listOutboxPage(handle.db, { page: '1' })
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 30 })
    expect(first.rows).toHaveLength(OUTBOX_PAGE_SIZE)
    expect(first.rows[0]).toMatchObject({
      subject: 'Mail 29',
      kind: 'test',
      toAddress: 'info@alakin.com',
      status: 'pending',
      attempts: 0,
      lastError: null,
    })
    const second = await listOutboxPage(handle.db, { page: '2' })
    expect(second.rows.map((row) => row.subject)).toEqual([
      'Mail 4',
      'Mail 3',
      'Mail 2',
      'Mail 1',
      'Mail 0',
    ])
    expect((await listOutboxPage(handle.db, { page: '99' })).page).toBe(2)
  })

  test('one mail in full; an unknown id is null', async () => {
    const id = await queue('Full')
    expect(await getOutboxEmail(handle.db, id)).toMatchObject({
      id,
      subject: 'Full',
      textBody: 'Body',
    })
    expect(await getOutboxEmail(handle.db, 'email_nope')).toBeNull()
  })

  test('a mail kept for lack of SMTP is made due now, then sent by the worker', async () => {
    const id = await queue('Waiting')
    await processOutbox({ db: () => handle.db, from: FROM })
    expect(await getOutboxEmail(handle.db, id)).toMatchObject({
      status: 'unsent-no-smtp',
      lastError: NO_SMTP_ERROR,
    })
    const now = new Date()
    expect(await retryEmail(handle.db, id, now)).toBe('queued')
    const row = await getOutboxEmail(handle.db, id)
    expect(row).toMatchObject({ status: 'pending' })
    expect(row!.nextAttemptAt.getTime()).toBe(now.getTime())
    expect(await processOutbox(worker())).toBe(1)
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Waiting'])
  })

  test(`a mail that failed ${MAX_ATTEMPTS} times gets one more try, delivered once`, async () => {
    const id = await queue('Doomed')
    smtp.refuse = true
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++)
      await processOutbox(worker(), later(attempt * 120))
    expect(await getOutboxEmail(handle.db, id)).toMatchObject({ status: 'failed' })
    // Failed mail is never picked up by the worker on its own.
    smtp.refuse = false
    expect(await processOutbox(worker(), later(10_000))).toBe(0)

    expect(await retryEmail(handle.db, id)).toBe('queued')
    expect(await processOutbox(worker())).toBe(1)
    expect(await processOutbox(worker(), later(10_000))).toBe(0)
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Doomed'])
    expect(await getOutboxEmail(handle.db, id)).toMatchObject({
      status: 'sent',
      attempts: MAX_ATTEMPTS + 1,
      lastError: null,
    })
  })

  test('a failed retry fails again at once, leaving it visible as failed', async () => {
    const id = await queue('Still down')
    await handle.db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'old' })
      .where(eq(emailOutbox.id, id))
    smtp.refuse = true
    expect(await retryEmail(handle.db, id)).toBe('queued')
    await processOutbox(worker())
    const row = await getOutboxEmail(handle.db, id)
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS + 1 })
    expect(row!.lastError).toMatch(/try again later/)
  })

  test('pending and sent mail are not retried; an unknown id is not found', async () => {
    const pending = await queue('Pending')
    const future = later(30)
    await handle.db
      .update(emailOutbox)
      .set({ nextAttemptAt: future })
      .where(eq(emailOutbox.id, pending))
    expect(await retryEmail(handle.db, pending)).toBe('not-retryable')
    expect((await getOutboxEmail(handle.db, pending))!.nextAttemptAt.getTime()).toBe(
      future.getTime(),
    )

    const sent = await queue('Sent')
    await handle.db.update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.id, sent))
    expect(await retryEmail(handle.db, sent)).toBe('not-retryable')
    expect(await retryEmail(handle.db, 'email_unknown')).toBe('not-found')
  })
})
