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
 * Run: npm run build && node bench/scale-out.ts
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
  console.log(`\nHome page through nginx, ${CONNECTIONS} connections, ${DURATION} s each\n`)
  console.log('| Setup | Requests/s | p50 ms | p99 ms | Errors | Non-2xx |')
  console.log('| --- | --: | --: | --: | --: | --: |')
  for (const [name, r] of rows)
    console.log(
      `| ${name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    )
  console.log(`\nTwo versus one: ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}×`)
} finally {
  await single.stop()
  await cluster.stop()
}
