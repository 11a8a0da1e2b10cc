/**
 * The uncached home page against the static file, for several built checkouts
 * in one sitting (issue 33, decision 140): each checkout's server on its own
 * fresh PGlite database, measured in alternating rounds. Per round and server:
 * autocannon (10 connections) on the stylesheet, then on `/` with a cookie (any
 * cookie but the consent choice bypasses the page cache: the full render), and
 * the server's own processor time per request over each run, read from
 * /proc/<pid>/stat, which holds on a busy machine where rates do not.
 *
 * Run: npm run build && npx tsx bench/uncached-compare.ts [OTHER_BUILT_CHECKOUT…]
 * (this checkout last; BENCH_ROUNDS, BENCH_DURATION seconds per target)
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import autocannon from 'autocannon'
import { startServer } from '../tests/e2e/server.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const DURATION = Number(process.env.BENCH_DURATION ?? 8)
const CONNECTIONS = 10
const TICK_MS = 10 // USER_HZ: 100 on Linux

async function cpuMs(pid: number) {
  const fields = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

async function measure(pid: number, url: string, headers: Record<string, string>) {
  const before = await cpuMs(pid)
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'gzip, br', ...headers },
  })
  const spent = (await cpuMs(pid)) - before
  const errors = result.errors + result.timeouts + result.non2xx
  if (errors) throw new Error(`${errors} errors on ${url}`)
  return { rps: result.requests.total / DURATION, cpuMs: spent / result.requests.total }
}

const checkouts = [...process.argv.slice(2).map((dir) => path.resolve(dir)), process.cwd()]
const env = { LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'uncached compare password' }
const servers = []
for (const cwd of checkouts) servers.push({ cwd, ...(await startServer({ env, cwd })) })
const uncached = { cookie: 'bench=uncached' }
try {
  const assets = await Promise.all(
    servers.map(async ({ url }) => {
      const home = await (await fetch(`${url}/`)).text()
      return /\/assets\/[\w-]+\.css/.exec(home)![0]
    }),
  )
  // Warm-up: the first renders compile the page's code.
  for (const { url } of servers)
    await autocannon({ url: `${url}/`, connections: 4, duration: 3, headers: uncached })
  console.log(
    '| Round | Checkout | Static req/s | Uncached req/s | Uncached / static | CPU ms, static | CPU ms, uncached | Static / uncached CPU |',
  )
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [index, { url, pid, cwd }] of servers.entries()) {
      const fixed = await measure(pid, `${url}${assets[index]}`, {})
      const render = await measure(pid, `${url}/`, uncached)
      const cells = [
        round,
        path.basename(cwd),
        fixed.rps.toFixed(0),
        render.rps.toFixed(2),
        `${((100 * render.rps) / fixed.rps).toFixed(2)} %`,
        fixed.cpuMs.toFixed(2),
        render.cpuMs.toFixed(1),
        `${((100 * fixed.cpuMs) / render.cpuMs).toFixed(2)} %`,
      ]
      console.log(`| ${cells.join(' | ')} |`)
    }
  }
} finally {
  for (const server of servers) {
    await server.stop()
    await fs.rm(server.dataDir, { recursive: true, force: true })
  }
}
