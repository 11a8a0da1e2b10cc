/**
 * Where a server's processor time goes: a summary of a V8 CPU profile (the file
 * `node --cpu-prof` writes) as the top files and functions by self time and the
 * top frames by inclusive time, for bench/notes.md. Only the profile's last
 * `--last` seconds count, so start-up and warm-up stay out.
 *
 * Profile the built server under an uncached load, then summarise:
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof server.js   (with the serve script's flags)
 *   npx autocannon -c 8 -a 600 -H 'cookie: bench=uncached' -H 'accept-encoding: gzip, br' http://127.0.0.1:PORT/
 *   (stop the server with SIGINT: the profile is written on exit)
 *   npx tsx bench/cpu-profile.ts /tmp/prof/CPU.*.cpuprofile --last 60
 */
import fs from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const [file, ...flags] = process.argv.slice(2)
const lastSeconds = flags[0] === '--last' ? Number(flags[1]) : Infinity
const profile = JSON.parse(fs.readFileSync(file!, 'utf8')) as Profile

const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const parentOf = new Map<number, number>()
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id)

// Microseconds spent with each node on top of the stack, within the window.
let clock = 0
const times = profile.timeDeltas.map((delta) => (clock += delta))
const selfTime = new Map<number, number>()
profile.samples.forEach((id, i) => {
  if (clock - times[i]! <= lastSeconds * 1e6)
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
})
const total = [...selfTime.values()].reduce((sum, time) => sum + time, 0)

const shortUrl = (url: string) =>
  url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*?\/(build|app|server)\//, '$1/')
const frameName = ({ callFrame: frame }: ProfileNode) =>
  `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber}`

const byFile = new Map<string, number>()
const byFunction = new Map<string, number>()
const inclusive = new Map<string, number>()
const add = (map: Map<string, number>, key: string, time: number) =>
  map.set(key, (map.get(key) ?? 0) + time)
for (const [id, time] of selfTime) {
  const node = byId.get(id)!
  add(byFile, shortUrl(node.callFrame.url) || node.callFrame.functionName, time)
  add(byFunction, frameName(node), time)
  // Each frame once per sample, however deep the recursion.
  const seen = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const name = frameName(byId.get(at)!)
    if (!seen.has(name)) add(inclusive, name, time)
    seen.add(name)
  }
}

const table = (title: string, map: Map<string, number>, rows: number) =>
  [
    `| ${title} | share | ms |`,
    '| --- | ---: | ---: |',
    ...[...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(
        ([name, time]) =>
          `| \`${name}\` | ${((time / total) * 100).toFixed(1)} % | ${Math.round(time / 1000)} |`,
      ),
  ].join('\n')

console.log(`${Math.round(total / 1000)} ms of samples\n`)
console.log(table('Self time by file', byFile, 15) + '\n')
console.log(table('Self time by function', byFunction, 20) + '\n')
console.log(table('Inclusive time by frame', inclusive, 40))
