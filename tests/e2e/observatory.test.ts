/**
 * The MDN HTTP Observatory scanner, run against the site behind a local HTTPS
 * front (issue 10): grade A+. The scanner checks the live headers, cookies,
 * redirects and the CSP as the public Observatory would.
 */
import { execFile } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTlsFront, tlsFrontAvailable, type TlsFront } from '../utils/tls-front'
import { copyOfSeededDatabase } from './fixtures'
import { startServer, type RunningServer } from './server'

let server: RunningServer
let front: TlsFront

beforeAll(async () => {
  if (!tlsFrontAvailable()) return
  server = await startServer({
    env: { ADMIN_PASSWORD: 'observatory test password', PUBLIC_ORIGIN: 'https://localhost' },
    dataDir: await copyOfSeededDatabase(),
  })
  front = await startTlsFront(server.url)
})
afterAll(async () => {
  await front?.stop()
  await server?.stop()
})

test.skipIf(!tlsFrontAvailable())('the HTTP Observatory grades the site A+', async () => {
  const packageDir = path.dirname(
    createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
  )
  // Its install step downloads Chromium's HSTS preload list, which this
  // closed network cannot: an empty list says "localhost is not preloaded", which is true.
  const preload = path.join(packageDir, 'conf', 'hsts-preload.json')
  if (!existsSync(preload)) writeFileSync(preload, '{}')

  const script = `import('@mdn/mdn-http-observatory').then((m) => m.scan('localhost')).then((r) => console.log(JSON.stringify(r)))`
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script],
    {
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: front.certificate,
        // The scanner gives a request 10 s, then calls the site down: a first render on
        // a busy machine took longer (twice under stress-ng). It grades headers, not speed.
        ABORT_TIMEOUT: '120000',
        CLIENT_TIMEOUT: '110000',
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  )
  const result = JSON.parse(stdout) as {
    scan: { grade: string; score: number }
    tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>
  }
  const failed = Object.entries(result.tests)
    .filter(([, outcome]) => !outcome.pass)
    .map(([name, outcome]) => `${name}: ${outcome.result}`)
  console.log(`HTTP Observatory: ${result.scan.grade}, score ${result.scan.score}`)
  expect(failed).toEqual([])
  expect(result.scan.grade).toBe('A+')
})
