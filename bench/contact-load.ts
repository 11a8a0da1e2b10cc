/**
 * Load benchmark for the contact form (forms issue, acceptance 4): posts
 * 2,000 valid submissions at 50 connections with autocannon to the built
 * production server on a fresh PGlite database, then checks that exactly
 * 2,000 submissions and 2,000 outbox e-mails were stored.
 *
 * The per-IP form rate limit is raised for the run (FORM_RATE_LIMIT=100000):
 * every request comes from 127.0.0.1.
 *
 * Run: npm run build && node bench/contact-load.ts
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import autocannon from 'autocannon'

const TOTAL = 2000
const CONNECTIONS = 50

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-bench-'))
const port = await freePort()
const url = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    FORM_RATE_LIMIT: '100000',
    ADMIN_PASSWORD: 'benchmark password',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const exited = new Promise((resolve) => server.on('exit', resolve))

try {
  for (let i = 0; ; i++) {
    if (i > 300) throw new Error('server did not start')
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  const result = await autocannon({
    url: `${url}/contact`,
    connections: CONNECTIONS,
    amount: TOTAL,
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
  const non2xx = result.non2xx + result.errors + result.timeouts

  server.kill('SIGTERM')
  await exited
  const db = await PGlite.create(path.join(dataDir, 'pglite'))
  const count = async (table: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n
  const rows = await count('contact_submissions')
  const mails = await count('email_outbox')
  await db.close()

  const summary = {
    date: new Date().toISOString(),
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    failedRequests: non2xx,
    storedSubmissions: rows,
    queuedEmails: mails,
  }
  console.log(JSON.stringify(summary, null, 2))
  if (rows !== TOTAL || mails !== TOTAL || non2xx !== 0) {
    console.error(`FAILED: expected ${TOTAL} rows and e-mails and no failed request`)
    process.exitCode = 1
  }
} finally {
  if (server.exitCode === null) server.kill('SIGKILL')
  await fs.rm(dataDir, { recursive: true, force: true })
}
