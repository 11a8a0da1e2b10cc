import nodemailer from 'nodemailer'
import { db } from '~/db/db.server'
import { startOutboxWorker } from './outbox.server'

let worker: ReturnType<typeof startOutboxWorker> | undefined

/**
 * How long a relay may keep us waiting, in milliseconds. nodemailer's own
 * defaults (2 min to connect, 30 s for the greeting, 10 min of silence) let
 * one hung relay hold a mail for minutes; these are generous for any working
 * relay, and a mail that hits one is retried with backoff (its outbox entry
 * shows the error).
 */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000 }

/** The SMTP transport for SMTP_URL, with timeouts in seconds rather than minutes. */
export function createMailTransport(url: string, timeouts = SMTP_TIMEOUTS) {
  return nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectionMs,
  })
}
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
    transport: config.SMTP_URL ? createMailTransport(config.SMTP_URL) : undefined,
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
