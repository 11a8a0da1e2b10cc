/**
 * Throughput of two app servers behind nginx versus one (scale-out issue,
 * acceptance 3), measured in one run on one PostgreSQL: the same two servers,
 * one nginx in front of both and another in front of only the first. Each
 * target gets autocannon with 50 connections for 15 s on the home page.
 *
 * On a 2-core machine, nginx, autocannon, PostgreSQL and both servers share
 * the same cores, so the ratio shows the shape (no loss, no errors), not the
 * gain of real separate machines.
 *
 * Run: npm run build && npx tsx bench/scale-out.ts
 */
import autocannon from 'autocannon'
import { startCluster, startNginx } from '../tests/utils/cluster.ts'

const DURATION = 15
const CONNECTIONS = 50

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

export async function runScaleOutBench(): Promise<string> {
  const cluster = await startCluster({
    count: 2,
    env: { ADMIN_PASSWORD: 'scale-out benchmark password', LOG_LEVEL: 'warn' },
  })
  const single = await startNginx([cluster.servers[0]!.url])
  try {
    // Warm both servers (first renders, connection pools).
    await measure(`${cluster.balancer.url}/`)
    const one = await measure(`${single.url}/`)
    const two = await measure(`${cluster.balancer.url}/`)
    const rows = [
      ['one app server behind nginx', one],
      ['two app servers behind nginx', two],
    ] as const
    return [
      'The scale-out harness (`tests/utils/cluster.ts`: a throwaway PostgreSQL from Debian, two',
      'production app servers, nginx round robin) plus a second nginx in front of only the first',
      `server; autocannon on the home page through each, ${CONNECTIONS} connections, ${DURATION} s, one run.`,
      '',
      '| Setup | req/s | p50 ms | p99 ms | errors | non-2xx |',
      '| ----- | ----: | -----: | -----: | -----: | ------: |',
      ...rows.map(
        ([name, r]) =>
          `| ${name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
      ),
      '',
      `Two servers serve ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}× the requests of one. nginx, autocannon,`,
      "PostgreSQL and both Node processes share this machine's two cores, so this shows that a second",
      'server adds capacity without errors, not the gain of separate machines.',
    ].join('\n')
  } finally {
    await single.stop()
    await cluster.stop()
  }
}

if (import.meta.main) console.log(await runScaleOutBench())
