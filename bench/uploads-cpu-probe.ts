/**
 * The server's own processor time per request kind around uploads (issue 32,
 * decision 136): a 10 MB download, a HEAD of it, an anonymous 42 MB post to
 * /api/uploads (answered 401 unread), and /about. Read from /proc/<pid>/stat
 * before and after each batch of requests sent one at a time, so it counts the
 * server's work alone and holds on a busy machine, where times do not.
 *
 * Run: npm run build && npx tsx bench/uploads-cpu-probe.ts [--profile DIR [KIND]]
 * (`--profile` writes a V8 CPU profile of the server to DIR, for bench/cpu-profile.ts
 * with `--last` the seconds printed; KIND, a word of a request kind, probes that one alone).
 * With TEST_DATABASE_URL, on PostgreSQL (`bash scripts/with-postgres.sh …`).
 */
import fs from 'node:fs/promises'
import http from 'node:http'
import { linkedPdf, pdfOfSize } from '../tests/e2e/uploaded-pdf.ts'
import { postMultipart } from '../tests/e2e/multipart-post.ts'
import { logInOverHttp, startServer } from '../tests/e2e/server.ts'
import { createPostgresDatabase } from '../tests/utils/databases.ts'

const PASSWORD = 'uploads probe password'
const TICK_MS = 10 // USER_HZ: 100 on Linux

async function cpuMs(pid: number) {
  const fields = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

const get = (url: string, method = 'GET') =>
  new Promise<void>((resolve, reject) =>
    http
      .request(url, { method }, (response) =>
        response
          .on('data', () => {})
          .on('end', resolve)
          .on('error', reject),
      )
      .on('error', reject)
      .end(),
  )

const profileDir = process.argv[2] === '--profile' ? process.argv[3] : undefined
const only = process.argv[4]
const postgres = process.env.TEST_DATABASE_URL
  ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
  : null
const server = await startServer({
  env: {
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
  },
})
try {
  const staff = { cookie: await logInOverHttp(server.url, PASSWORD), Origin: server.url }
  const { path } = await linkedPdf(server.url, staff, pdfOfSize(10 * 1024 * 1024), 'published')
  const file = `${server.url}${path}`
  await get(file)
  for (let i = 0; i < 10; i += 1) await get(`${server.url}/about`)
  const kinds: Array<[string, number, () => Promise<unknown>]> = [
    ['10 MB download', 60, () => get(file)],
    ['HEAD of it', 200, () => get(file, 'HEAD')],
    ['anonymous 42 MB post', 60, () => postMultipart(server.url, '/api/uploads', 42_000_000)],
    ['/about (cached page)', 200, () => get(`${server.url}/about`)],
  ]
  console.log(`| request | count | server CPU per request | took |\n| --- | ---: | ---: | ---: |`)
  for (const [name, count, send] of kinds) {
    if (only && !name.includes(only)) continue
    const started = performance.now()
    const before = await cpuMs(server.pid)
    for (let i = 0; i < count; i += 1) await send()
    const spent = (await cpuMs(server.pid)) - before
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`| ${name} | ${count} | ${(spent / count).toFixed(2)} ms | ${seconds} s |`)
  }
} finally {
  // SIGTERM: a profile is written as the server exits.
  await server.stop()
  await fs.rm(server.dataDir, { recursive: true, force: true })
  await postgres?.drop()
}
