/**
 * `npm run bench`: every benchmark in one go, and docs/benchmarks.md rewritten
 * with today's figures (date, machine, command). Run on a quiet machine: the
 * figures are ratios within one run, not absolutes.
 */
import fs from 'node:fs'
import os from 'node:os'
import * as prettier from 'prettier'
import { runBundleBench } from './bundle.ts'
import { runContactLoadBench } from './contact-load.ts'
import { runKillBench } from './kill.ts'
import { runLighthouseBench } from './lighthouse.ts'
import { runLoadBench } from './load.ts'
import { runMediaImagesBench } from './media-images.ts'
import { runScaleOutBench } from './scale-out.ts'
import { type BenchResult, type TargetResult, targetsTable } from './targets.ts'
import { runUploadsUnderLoadBench } from './uploads-under-load.ts'

const sections: Array<[string, string, () => Promise<string | BenchResult>]> = [
  ['Page weight per route', 'npx tsx bench/bundle.ts', runBundleBench],
  ['Lighthouse', 'npx tsx bench/lighthouse.ts', runLighthouseBench],
  ['Server throughput', 'npx tsx bench/load.ts', runLoadBench],
  ['Contact form under load', 'npx tsx bench/contact-load.ts', runContactLoadBench],
  ['Two app servers behind nginx versus one', 'npx tsx bench/scale-out.ts', runScaleOutBench],
  ['One of two servers killed mid-load', 'npx tsx bench/kill.ts', runKillBench],
  [
    'Uploads under load (issue 32)',
    'npx tsx bench/uploads-under-load.ts',
    runUploadsUnderLoadBench,
  ],
  ['Images made on upload (issue 37)', 'npx tsx bench/media-images.ts', runMediaImagesBench],
]

const notes = fs.existsSync('bench/notes.md')
  ? fs.readFileSync('bench/notes.md', 'utf8').trim()
  : ''
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`
const parts = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` (\`bench/index.ts\`) on ${new Date().toISOString().slice(0, 10)}, on ${machine}.`,
  'Machines here are shared and noisy: compare figures within one run, not across runs.',
]
const targets: TargetResult[] = []
const reports: string[] = []
for (const [title, command, run] of sections) {
  console.error(`bench: ${title}…`)
  const result = await run()
  const { report, targets: checked } =
    typeof result === 'string' ? { report: result, targets: [] } : result
  targets.push(...checked)
  reports.push('', `## ${title} (\`${command}\`)`, '', report)
}
parts.push(
  '',
  '## The performance issue’s targets (issue 21)',
  '',
  `${targets.filter(({ met }) => met).length} of ${targets.length} met in this run; the figures come from the sections below, and`,
  'what was tried for the others is under “What was tried” at the end.',
  '',
  targetsTable(targets),
  ...reports,
)
if (notes) parts.push('', notes)
// Formatted as the repository's check wants it (tables aligned), so a run never fails the lint.
const target = 'docs/benchmarks.md'
const formatting = await prettier.resolveConfig(target)
fs.writeFileSync(
  target,
  await prettier.format(`${parts.join('\n')}\n`, { ...formatting, filepath: target }),
)
console.error('bench: docs/benchmarks.md written')
