import nodemailer from 'nodemailer'
import { db } from '~/db/db.server'
import { startOutboxWorker } from './outbox.server'

let worker: ReturnType<typeof startOutboxWorker> | undefined
let smtpConfigured = false

/** Starts this server's outbox worker: SMTP when SMTP_URL is set, else mail waits in the outbox. */
export function startMailer(config: {
  SMTP_URL?: string
  MAIL_FROM: string
  MAIL_LEASE_SECONDS: number
}) {
  smtpConfigured = Boolean(config.SMTP_URL)
  worker = startOutboxWorker({
    db,
    transport: config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined,
    from: config.MAIL_FROM,
    leaseMs: config.MAIL_LEASE_SECONDS * 1000,
  })
}

/**
 * Asks the worker to send now (a mail was just queued). Without SMTP there is
 * nothing to hurry: the periodic round marks waiting mail.
 */
export function kickMailer() {
  if (smtpConfigured) worker?.kick()
}

export async function stopMailer() {
  await worker?.stop()
  worker = undefined
}
