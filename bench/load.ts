/**
 * Throughput of the production server (one process) under autocannon (this
 * process), 50 connections, 20 s per target, all in one run: the static asset
 * is the ceiling every page is compared with. Then a mixed load on PGlite:
 * 90 % public reads and 10 % admin saves at once, which must show no error.
 *
 * Run: npm run build && npx tsx bench/load.ts
 * (BENCH_CHECKOUT=../other-worktree: that checkout's built server instead)
 */
import fs from 'node:fs'
import autocannon from 'autocannon'
import { residentMemoryMb, startServer } from '../tests/e2e/server.ts'
import type { BenchResult } from './targets.ts'

const CONNECTIONS = 50
const DURATION = Number(process.env.BENCH_DURATION ?? 20)
/** The "a minute of mixed load" (issue 21). */
const MIXED_DURATION = Number(process.env.BENCH_MIXED_DURATION ?? 60)
const PASSWORD = 'load benchmark password'

interface Figures {
  rps: number
  p50: number
  p99: number
  errors: number
}

async function hammer(options: Partial<autocannon.Options> & { url: string }): Promise<Figures> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
    // As browsers ask: compressed when the server compresses.
    headers: { 'accept-encoding': 'gzip, br', ...options.headers },
  })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

async function adminCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: url },
    body: new URLSearchParams({ password: PASSWORD }),
  })
  return login.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('alakin_session='))!
    .split(';')[0]!
}

/** Resident memory of a process, in whole MB. */
const residentMb = async (pid: number) => Math.round(await residentMemoryMb(pid))

/** The server settles (start-up work, a first collection) before its memory is read. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5000))

export async function runLoadBench(): Promise<BenchResult> {
  const env = { ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' }
  // Another built checkout's server, to compare two commits in one sitting.
  const cwd = process.env.BENCH_CHECKOUT
  // The first start creates and seeds the database; later starts open it, as in production.
  const first = await startServer({ env, cwd })
  await settle()
  const firstStartMb = await residentMb(first.pid)
  await first.stop()
  const server = await startServer({ env, cwd, dataDir: first.dataDir })
  await settle()
  const restartMb = await residentMb(server.pid)
  try {
    const { url } = server
    // The site's stylesheet: a real static file of the size of a page.
    const home = await (await fetch(`${url}/`)).text()
    const asset = /\/assets\/[\w-]+\.css/.exec(home)![0]
    const resources = (await (await fetch(`${url}/api/resources`)).json()) as Array<{
      link: string
    }>
    const detail = resources.find((resource) => resource.link.startsWith('/resources/'))!.link
    // Any cookie but the consent choice makes a request uncacheable: the full render.
    const uncached = { headers: { cookie: 'bench=uncached' } }

    const loads: Array<[string, string, Partial<autocannon.Options>]> = [
      ['static asset (ceiling)', asset, {}],
      ['home page, cached', '/', {}],
      ['home page, rendered every time', '/', uncached],
      ['resource detail, cached', detail, {}],
      ['404 page, cached', '/no-such-page', {}],
    ]
    const figures: Array<[string, string, Figures]> = []
    for (const [name, path, options] of loads) {
      await hammer({ ...options, url: `${url}${path}`, duration: 2 }) // warm up
      const measured = await hammer({ ...options, url: `${url}${path}` })
      // The 404 page answers 404 by design: not an error here.
      if (path === '/no-such-page') measured.errors -= measured.errors
      figures.push([name, path, measured])
    }
    const ceiling = figures[0]![2].rps

    const cookie = await adminCookie(url)
    const [testimonial] = (await (await fetch(`${url}/api/testimonials`)).json()) as Array<{
      id: string
      author: string
    }>
    const [reads, writes] = await Promise.all([
      hammer({ url: `${url}/`, connections: 45, duration: MIXED_DURATION }),
      hammer({
        url: `${url}/api/testimonials/${testimonial!.id}`,
        connections: 5,
        duration: MIXED_DURATION,
        method: 'PUT',
        headers: { cookie, origin: url, 'content-type': 'application/json' },
        body: JSON.stringify({ quote: 'Saved under load.', author: testimonial!.author }),
      }),
    ])
    const afterLoadMb = await residentMb(server.pid)
    // V8 hands back the pages the load grew once the process has idled a few seconds.
    await new Promise((resolve) => setTimeout(resolve, 15_000))
    const idleAfterLoadMb = await residentMb(server.pid)

    const share = (f: Figures) => Math.round((f.rps / ceiling) * 100)
    const row = ([name, path, f]: [string, string, Figures]) =>
      `| ${name} | \`${path}\` | ${f.rps} | ${share(f)} % | ${f.p50} | ${f.p99} | ${f.errors} |`
    const cachedHome = figures[1]![2]
    const uncachedHome = figures[2]![2]
    const targets = [
      {
        target: 'A cached page ≥ 80 % of the static asset’s rate, p99 ≤ 50 ms (50 connections)',
        measured: `home page ${share(cachedHome)} %, p99 ${cachedHome.p99} ms`,
        met: share(cachedHome) >= 80 && cachedHome.p99 <= 50,
      },
      {
        target: 'An uncached render of the home page ≥ 30 % of that rate',
        measured: `${share(uncachedHome)} % (${uncachedHome.rps} req/s)`,
        met: share(uncachedHome) >= 30,
      },
      {
        target: 'Resident memory on PGlite ≤ 300 MB after start',
        measured: `${restartMb} MB (${firstStartMb} MB on the first start, which creates and seeds the database)`,
        met: restartMb <= 300,
      },
      {
        target: 'Resident memory on PGlite ≤ 400 MB after a minute of mixed load',
        measured: `${afterLoadMb} MB as the load ends, ${idleAfterLoadMb} MB 15 s later`,
        met: afterLoadMb <= 400,
      },
    ]
    const report = [
      `autocannon (this process) against the server (another process, started as \`npm run serve\` does, decision 072) on a fresh PGlite`,
      `database, ${CONNECTIONS} connections, ${DURATION} s per target after a 2 s warm-up, asking`,
      `for gzip or brotli like a browser. The ceiling is the site's stylesheet (a static file of`,
      `about a page's size, sent in the brotli form the build wrote, decision 073). A cached page`,
      `goes out as gzip pieces compressed once, spliced around its nonce and tokens (decision 076);`,
      `"rendered every time" sends a cookie that makes the request uncacheable, and is compressed`,
      `per response.`,
      '',
      '| Target | Path | req/s | of the asset | p50 ms | p99 ms | errors |',
      '| ------ | ---- | ----: | -----------: | -----: | -----: | -----: |',
      ...figures.map(row),
      '',
      `Mixed load on PGlite, at once for ${MIXED_DURATION} s: 45 connections reading \`/\` —`,
      `${reads.rps} req/s, p99 ${reads.p99} ms, ${reads.errors} errors; 5 connections saving a`,
      `testimonial through the API — ${writes.rps} saves/s, p99 ${writes.p99} ms, ${writes.errors} errors.`,
      '',
      `Resident memory of the server on PGlite (5 s after it answers): ${firstStartMb} MB after the`,
      `first start (which creates and seeds the database), ${restartMb} MB after a restart on that`,
      `database (the targets above ran on this one), ${afterLoadMb} MB as the mixed load ends and`,
      `${idleAfterLoadMb} MB 15 s later. PGlite runs with 16 MB of shared buffers instead of 128 (the`,
      `data is a few megabytes and the operating system caches its files: decision 067); Node with`,
      `16 MB semi-spaces and two malloc arenas (decision 072), and a malloc that hands blocks of`,
      `64 kB and more straight back to the system (decision 076).`,
    ].join('\n')
    return { report, targets }
  } finally {
    await server.stop()
    fs.rmSync(server.dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) console.log((await runLoadBench()).report)
