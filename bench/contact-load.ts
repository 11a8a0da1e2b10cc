/**
 * Load benchmark for the contact form (forms issue, acceptance 4): posts
 * 2,000 valid submissions at 50 connections with autocannon to the built
 * production server on a fresh PGlite database, then checks that exactly
 * 2,000 submissions and 2,000 outbox e-mails were stored.
 *
 * The per-IP form rate limit is raised for the run (FORM_RATE_LIMIT=100000):
 * every request comes from 127.0.0.1.
 *
 * Run: npm run build && npx tsx bench/contact-load.ts
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import autocannon from 'autocannon'
import { startServer } from '../tests/e2e/server.ts'

const TOTAL = 2000
const CONNECTIONS = 50

export async function runContactLoadBench(): Promise<string> {
  const server = await startServer({
    env: { FORM_RATE_LIMIT: '100000', ADMIN_PASSWORD: 'benchmark password', LOG_LEVEL: 'warn' },
  })
  try {
    const result = await autocannon({
      url: `${server.url}/contact`,
      connections: CONNECTIONS,
      amount: TOTAL,
      // What this checks is that no send is lost or refused; how fast they go is the
      // table's. autocannon's 10 s default counted slow answers on a busy machine as
      // failures (14 of 2000 in one run, every one of them stored).
      timeout: 30,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: new URLSearchParams({
              firstName: 'Bench',
              lastName: 'Mark',
              email: 'bench@example.com',
              company: 'Load Test Clinic',
              message: 'A benchmark message for the contact form.',
              privacyPolicy: 'on',
              formId: randomUUID(),
            }).toString(),
          }),
        },
      ],
    })
    const failed = result.non2xx + result.errors + result.timeouts
    await server.stop()
    const db = await PGlite.create(path.join(server.dataDir, 'pglite'))
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n
    const rows = await count('contact_submissions')
    const mails = await count('email_outbox')
    await db.close()
    const verdict =
      rows === TOTAL && mails === TOTAL && failed === 0
        ? 'Every submission was stored with its e-mail.'
        : `**FAILED**: expected ${TOTAL} rows and e-mails and no failed request.`
    return [
      `${TOTAL} valid contact submissions posted by autocannon at ${CONNECTIONS} connections to the built`,
      'production server on a fresh PGlite database, no SMTP (mail waits in the outbox), the per-IP',
      'rate limit raised (`FORM_RATE_LIMIT=100000`); the database is counted afterwards.',
      '',
      '| requests | req/s | p50 | p99 | failed | stored submissions | queued e-mails |',
      '| -------: | ----: | --: | --: | -----: | -----------------: | -------------: |',
      `| ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${failed} | ${rows} | ${mails} |`,
      '',
      verdict,
      "Each submission is one transaction (the row and its outbox e-mail) on PGlite's single",
      'connection, plus the rate-limit upsert: writes are serialised, which bounds the rate.',
    ].join('\n')
  } finally {
    await server.stop()
    await fs.rm(server.dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) console.log(await runContactLoadBench())
