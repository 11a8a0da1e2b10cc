/**
 * Sums an E2E_WORK_LOG file (tests/e2e/work-counter.ts) per test file:
 * `npx tsx scripts/e2e-work-tally.ts /tmp/work.jsonl [--repeats]`. With `--repeats`, also the
 * pages each file loaded or axe-checked more than once, to find repeated browser work.
 */
import fs from 'node:fs'

interface Line {
  file: string
  kind: string
  url?: string
}
const kinds = ['launch', 'context', 'load', 'axe', 'server', 'left-open']
const lines = fs
  .readFileSync(process.argv[2]!, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Line)

const files = new Map<string, { counts: Map<string, number>; urls: Map<string, number> }>()
for (const { file, kind, url } of lines) {
  const entry = files.get(file) ?? { counts: new Map(), urls: new Map() }
  entry.counts.set(kind, (entry.counts.get(kind) ?? 0) + 1)
  if (url) {
    const key = `${kind} ${url.replace(/^https?:\/\/[^/]+/, '')}`
    entry.urls.set(key, (entry.urls.get(key) ?? 0) + 1)
  }
  files.set(file, entry)
}
const loads = (file: string) => files.get(file)!.counts.get('load') ?? 0
console.log(['file', ...kinds].join('\t'))
for (const file of [...files.keys()].sort((a, b) => loads(b) - loads(a)))
  console.log([file, ...kinds.map((kind) => files.get(file)!.counts.get(kind) ?? 0)].join('\t'))
if (process.argv.includes('--repeats'))
  for (const [file, { urls }] of files) {
    const repeated = [...urls].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1])
    if (repeated.length > 0)
      console.log(`\n${file}:\n${repeated.map(([what, n]) => `  ${n}× ${what}`).join('\n')}`)
  }
