import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { contactSchema } from '~/contact/contact-schema'
import { saveContactSubmission } from '~/contact/contact.server'
import type { DatabaseHandle } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { startHungSmtpServer } from '../../tests/utils/hung-smtp-server'
import { startSmtpServer, type TestSmtpServer } from '../../tests/utils/smtp-server'
import { createMailTransport, SMTP_TIMEOUTS } from './mailer.server'
import {
  enqueueEmail,
  MAX_ATTEMPTS,
  NO_SMTP_ERROR,
  processOutbox,
  retryDelayMs,
  startOutboxWorker,
} from './outbox.server'

const FROM = 'Alakin <no-reply@alakin.com>'
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)

test('retries back off exponentially up to an hour', () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000])
  expect(retryDelayMs(20)).toBe(3_600_000)
})

test('the SMTP transport gives up on a silent relay within seconds, not minutes', () => {
  const transport = createMailTransport('smtp://relay.example:587')
  expect(transport.options).toMatchObject({
    host: 'relay.example',
    port: 587,
    connectionTimeout: SMTP_TIMEOUTS.connectionMs,
    greetingTimeout: SMTP_TIMEOUTS.greetingMs,
    socketTimeout: SMTP_TIMEOUTS.socketMs,
  })
  for (const ms of Object.values(SMTP_TIMEOUTS)) expect(ms).toBeLessThanOrEqual(30_000)
})

describe.each(testDatabaseTargets())('the outbox on $name', (target) => {
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
  const worker = (transport = nodemailer.createTransport(smtp.url)) => ({
    db: () => handle.db,
    transport,
    from: FROM,
  })

  test('a contact notification arrives with its subject, body and Reply-To, exactly once', async () => {
    const input = contactSchema.parse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Health',
      requestType: 'demo',
      message: 'Please show us the pathway builder.',
      privacyPolicy: true,
    })
    await saveContactSubmission(handle.db, input, {
      infoMailbox: 'info@alakin.com',
      timeZone: 'Europe/Paris',
    })
    expect(await processOutbox(worker())).toBe(1)
    expect(await processOutbox(worker())).toBe(0)

    expect(smtp.messages).toHaveLength(1)
    const [mail] = smtp.messages
    expect(mail!.subject).toBe('Demo Request from Ada Lovelace at Analytical Health')
    expect(mail!.to).toMatchObject({ text: 'info@alakin.com' })
    expect(mail!.replyTo).toMatchObject({ text: 'ada@example.com' })
    expect(mail!.text).toContain('Message:\nPlease show us the pathway builder.')
    expect(mail!.html).toContain('<table>')
    const [row] = await handle.db.select().from(emailOutbox)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
    expect(row!.sentAt).toBeInstanceOf(Date)
  })

  test('no header can be injected through the fields', async () => {
    const input = contactSchema.parse({
      firstName: 'Eve',
      lastName: 'Mallory',
      email: 'eve@example.com',
      company: 'Evil\r\nBcc: victim@example.com',
      requestType: 'sales\r\nX-Injected: yes',
      message: 'Hello there, this is a message.',
      privacyPolicy: true,
    })
    await saveContactSubmission(handle.db, input, {
      infoMailbox: 'info@alakin.com',
      timeZone: 'Europe/Paris',
    })
    await processOutbox(worker())
    const [mail] = smtp.messages
    expect(mail!.headers.has('x-injected')).toBe(false)
    expect(mail!.bcc).toBeUndefined()
    expect(mail!.subject).toBe(
      'Contact Form: sales X-Injected: yes Inquiry from Evil Bcc: victim@example.com',
    )
  })

  test('without SMTP the mail stays, marked as not sent, and goes once SMTP is configured', async () => {
    await enqueueEmail(handle.db, {
      kind: 'test',
      to: 'info@alakin.com',
      subject: 'Hello',
      text: 'Body',
    })
    expect(await processOutbox({ db: () => handle.db, from: FROM })).toBe(0)
    const [waiting] = await handle.db.select().from(emailOutbox)
    expect(waiting).toMatchObject({
      status: 'unsent-no-smtp',
      lastError: NO_SMTP_ERROR,
      attempts: 0,
    })

    expect(await processOutbox(worker())).toBe(1)
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Hello'])
  })

  test('SMTP down: kept and retried later with backoff; SMTP back: delivered once', async () => {
    await enqueueEmail(handle.db, {
      kind: 'test',
      to: 'info@alakin.com',
      subject: 'Retry me',
      text: 'Body',
    })
    smtp.refuse = true
    expect(await processOutbox(worker())).toBe(0)
    const [failed] = await handle.db.select().from(emailOutbox)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 })
    expect(failed!.lastError).toMatch(/try again later/)
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000)

    // Not due yet: nothing happens.
    smtp.refuse = false
    expect(await processOutbox(worker())).toBe(0)
    expect(await processOutbox(worker(), later(1))).toBe(1)
    expect(await processOutbox(worker(), later(120))).toBe(0)
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Retry me'])
  })

  test(`gives up after ${MAX_ATTEMPTS} attempts and leaves the mail visible as failed`, async () => {
    await enqueueEmail(handle.db, {
      kind: 'test',
      to: 'info@alakin.com',
      subject: 'Doomed',
      text: 'Body',
    })
    smtp.refuse = true
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt++)
      await processOutbox(worker(), later(attempt * 120))
    const [row] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Doomed'))
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
  })

  const mail = (subject: string, to = 'info@alakin.com') =>
    enqueueEmail(handle.db, { kind: 'test', to, subject, text: 'Body' })
  const rowOf = async (subject: string) =>
    (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject)))[0]!

  test.each([
    // On a busy machine the connection timer may fire before the greeting timer: either is a timeout.
    ['accepts the connection and never greets', false, /Greeting never received|timeout/i],
    ['greets, then never answers', true, /Timeout/],
  ])(
    'a relay that %s: the entry records the timeout and is retried later',
    async (_, greet, error) => {
      const hung = await startHungSmtpServer({ greet })
      try {
        await mail('Into the void')
        const transport = createMailTransport(hung.url, {
          connectionMs: 1000,
          greetingMs: 1000,
          socketMs: 1000,
        })
        expect(await processOutbox(worker(transport))).toBe(0)
        const row = await rowOf('Into the void')
        expect(row).toMatchObject({ status: 'pending', attempts: 1 })
        expect(row.lastError).toMatch(error)
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000)
        expect(hung.connections).toBe(1)
      } finally {
        await hung.close()
      }
    },
  )

  test('every send ends by its deadline, whatever the relay does', async () => {
    const hung = await startHungSmtpServer({ greet: true })
    try {
      await mail('Slow as a glacier')
      const relay = createMailTransport(hung.url) // idle timeouts far longer than the deadline
      expect(await processOutbox({ ...worker(relay), sendDeadlineMs: 500 })).toBe(0)
      expect((await rowOf('Slow as a glacier')).lastError).toBe(
        'not sent within 0.5 s (SMTP server too slow)',
      )
    } finally {
      await hung.close()
    }
  })

  test('one mail stuck on a hung relay does not hold back the rest of the queue', async () => {
    const hung = await startHungSmtpServer({ greet: true })
    // The real timeouts: the stuck mail stays in flight for the whole test.
    const stuckRelay = createMailTransport(hung.url)
    const goodRelay = nodemailer.createTransport(smtp.url)
    const transport = {
      sendMail: (message: { to?: unknown }) =>
        (message.to === 'stuck@example.com' ? stuckRelay : goodRelay).sendMail(message as never),
    }
    await mail('Stuck', 'stuck@example.com')
    const outbox = startOutboxWorker({ ...worker(transport as never), intervalMs: 60_000 })
    try {
      await vi.waitFor(() => expect(hung.connections).toBe(1), { timeout: 30_000 })
      await mail('Queued after the stuck one')
      await mail('And another')
      outbox.kick()
      await vi.waitFor(
        () =>
          expect(smtp.messages.map((m) => m.subject).sort()).toEqual([
            'And another',
            'Queued after the stuck one',
          ]),
        { timeout: 30_000 },
      )
      // The relay accepts a mail before the worker records it as sent.
      await vi.waitFor(
        async () => expect(await rowOf('And another')).toMatchObject({ status: 'sent' }),
        { timeout: 30_000 },
      )
      // Still in flight: nothing recorded on it yet.
      expect(await rowOf('Stuck')).toMatchObject({ status: 'pending', lastError: null })
    } finally {
      await hung.close()
      await outbox.stop()
    }
    expect((await rowOf('Stuck')).lastError).toMatch(/Connection closed unexpectedly/)
  })

  test('the worker drains a queue longer than its slots, each mail once', async () => {
    for (let i = 0; i < 13; i++) await mail(`Queued ${i}`)
    const outbox = startOutboxWorker({ ...worker(), intervalMs: 60_000, concurrency: 3 })
    try {
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(13), { timeout: 20_000 })
    } finally {
      await outbox.stop()
    }
    expect(new Set(smtp.messages.map((m) => m.subject)).size).toBe(13)
  })

  test.runIf(target.name === 'postgres')(
    'two workers on one PostgreSQL deliver 200 queued mails, none twice, none missing',
    async () => {
      for (let i = 0; i < 200; i++) {
        await enqueueEmail(handle.db, {
          kind: 'test',
          to: 'info@alakin.com',
          subject: `Mail ${i}`,
          text: 'Body',
        })
      }
      const drain = async () => {
        while ((await processOutbox({ ...worker(), batchSize: 7 })) > 0) {
          // keep draining
        }
      }
      await Promise.all([drain(), drain()])
      const subjects = smtp.messages.map((m) => m.subject).sort()
      expect(subjects).toHaveLength(200)
      expect(new Set(subjects).size).toBe(200)
      const rows = await handle.db.select({ status: emailOutbox.status }).from(emailOutbox)
      expect(rows.every((r) => r.status === 'sent')).toBe(true)
    },
  )
})
