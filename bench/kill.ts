/**
 * The kill test's figures (issue 17): `tests/e2e/scale-out.test.ts` kills one
 * of two app servers with SIGKILL in the middle of a burst of contact
 * submissions through nginx, and prints what was acknowledged, stored, mailed
 * and handed over twice. This runs that test alone and turns its line into a
 * table, so the figures come from the assertion-checked run itself.
 *
 * Run: npm run build && npx tsx bench/kill.ts
 */
import { spawn } from 'node:child_process'

interface KillReport {
  submitted: number
  killedAfter: number
  acknowledged: number
  stored: number
  delivered: number
  handedOverTwice: number
}

export async function runKillBench(): Promise<string> {
  const started = Date.now()
  const child = spawn(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      'e2e',
      'tests/e2e/scale-out.test.ts',
      '-t',
      'SIGKILL mid-load',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  const line = /kill test: (\{[^\n]*\})/.exec(output)
  if (code !== 0 || !line) throw new Error(`the kill test failed (exit ${code}):\n${output}`)
  const r = JSON.parse(line[1]!) as KillReport
  const seconds = Math.round((Date.now() - started) / 1000)
  return [
    `Two production app servers on one PostgreSQL behind nginx (\`tests/utils/cluster.ts\`), a test SMTP`,
    `server, ${r.submitted} contact submissions from 10 concurrent visitors who resend the same form`,
    `(same idempotency key) after an error; one server is killed with SIGKILL after the`,
    `${r.killedAfter}th acknowledgement. Its claimed mail goes to the survivor after the 5 s lease.`,
    `Measured by the test's own assertions (\`-t 'SIGKILL mid-load'\`, ${seconds} s with start-up).`,
    '',
    '| submitted | acknowledged | stored | mailed (distinct Message-IDs) | duplicates stored | mails handed over twice |',
    '| --------: | -----------: | -----: | ----------------------------: | ----------------: | ----------------------: |',
    `| ${r.submitted} | ${r.acknowledged} | ${r.stored} | ${r.delivered} | ${r.stored - r.acknowledged} | ${r.handedOverTwice} |`,
    '',
    'A mail handed over twice keeps its Message-ID (mailboxes merge it): SMTP cannot make the hand-over',
    'atomic, so only mail in flight at the kill (up to four per server) can be.',
  ].join('\n')
}

if (import.meta.main) console.log(await runKillBench())
