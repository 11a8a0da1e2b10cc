/**
 * The production install (issue 33, decision 089): a built tree and
 * `npm ci --omit=dev`, with none of the tooling, runs the site and the
 * operator's scripts. Performed once, in a temporary directory (a minute or two
 * of npm ci against the registry); nothing is written into the repository.
 * Where a container engine answers, the image is built and run too.
 */
import { execFile, spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort, serveCommand, waitUntilHealthy } from './server'

const repo = path.resolve(import.meta.dirname, '../..')
const packageJson = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
  files: string[]
  allowScripts: Record<string, boolean>
}
const RUNTIME_BUDGET_MB = 300
/** Tooling that must stay out of the runtime install (the largest dev dependencies). */
const TOOLING = [
  'vite',
  'tsx',
  'vitest',
  'lighthouse',
  'playwright-core',
  'vnu-jar',
  'jsdom',
  // Not sharp: the server makes an uploaded image's variants with it (decision 107).
]

let tree: string
let installOutput: string
const temporary: string[] = []

/** The environment of a person's shell, without what the outer `npm test` adds. */
function shellEnv(extra: Record<string, string> = {}) {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && !/^npm_/i.test(name) && name !== 'VITEST' && name !== 'NODE_ENV')
      env[name] = value
  return { ...env, ...extra }
}

async function tempDir(prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix))
  temporary.push(dir)
  return dir
}

/** Runs `npm …` in the production tree; resolves with its exit code and everything it printed. */
function npm(args: string[], env: Record<string, string>, input?: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', args, { cwd: tree, env: shellEnv(env) })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.stdin.end(input)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** The disk space `dir` takes, as `du` counts it: blocks, each file once, links not followed. */
async function diskUsage(dir: string): Promise<number> {
  const seen = new Set<number>()
  let bytes = 0
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue
    const stat = await fs.lstat(path.join(entry.parentPath, entry.name))
    if (seen.has(stat.ino)) continue
    seen.add(stat.ino)
    bytes += stat.blocks * 512
  }
  return bytes
}

beforeAll(async () => {
  tree = await tempDir('alakin-production-')
  for (const entry of ['package.json', 'package-lock.json', ...packageJson.files])
    await fs.cp(path.join(repo, entry), path.join(tree, entry), { recursive: true })
  const install = await npm(['ci', '--omit=dev', '--no-audit', '--no-fund'], {})
  installOutput = install.output
  if (install.code !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.output}`)
})

afterAll(async () => {
  for (const dir of temporary) await fs.rm(dir, { recursive: true, force: true })
})

test('npm ci --omit=dev installs the runtime alone, within 300 MB besides the pinned Node', async () => {
  // Every install script is reviewed in package.json's allowScripts: no warning.
  expect(installOutput).not.toMatch(/allow-scripts|install-scripts/)
  const modules = path.join(tree, 'node_modules')
  const present = await fs.readdir(modules)
  expect(TOOLING.filter((name) => present.includes(name))).toEqual([])

  // `npm run …` runs on the pinned Node 24, a runtime dependency.
  const pinned = spawnSync(path.join(modules, '.bin', 'node'), ['--version'], { encoding: 'utf8' })
  expect(pinned.stdout).toMatch(/^v24\./)

  const total = await diskUsage(modules)
  const node = await diskUsage(path.join(modules, 'node'))
  const runtimeMb = (total - node) / 1e6
  console.log(
    `runtime node_modules: ${runtimeMb.toFixed(0)} MB, and the pinned Node ${(node / 1e6).toFixed(0)} MB`,
  )
  expect(runtimeMb).toBeLessThanOrEqual(RUNTIME_BUDGET_MB)
})

test('every package the built server imports, even lazily, is in the production install', async () => {
  const specifiers = new Set<string>()
  const serverBuild = path.join(tree, 'build', 'server')
  for (const entry of await fs.readdir(serverBuild, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue
    const code = await fs.readFile(path.join(entry.parentPath, entry.name), 'utf8')
    // Static imports (`import … from "x"`, `import "x"`) and dynamic ones (`import("x")`).
    for (const match of code.matchAll(
      /^import\s+(?:[^'";]*?\sfrom\s*)?["']([^"'./][^"']*)["']|\bimport\(\s*["']([^"'./][^"']*)["']\s*\)/gm,
    )) {
      const specifier = match[1] ?? match[2]!
      if (!specifier.startsWith('node:')) specifiers.add(specifier)
    }
  }
  expect(specifiers.size).toBeGreaterThan(20)
  // Resolved from the production tree by its own Node, as the server resolves them.
  const probe = path.join(tree, `resolve-probe-${randomUUID()}.mjs`)
  await fs.writeFile(
    probe,
    `const missing = []
for (const specifier of JSON.parse(process.argv[2])) {
  try { import.meta.resolve(specifier) } catch { missing.push(specifier) }
}
console.log(JSON.stringify(missing))`,
  )
  const { stdout } = await promisify(execFile)(path.join(tree, 'node_modules', '.bin', 'node'), [
    probe,
    JSON.stringify([...specifiers]),
  ])
  expect(JSON.parse(stdout)).toEqual([])
})

test('npm run serve starts the site from it; the backup, restore and password scripts run', async () => {
  const dataDir = await tempDir('alakin-production-data-')
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // `npm run serve` as an operator types it, in its own process group (npm, sh, node),
  // which is signalled as a terminal would.
  const serve = spawn('npm', ['run', 'serve'], {
    cwd: tree,
    env: shellEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }),
    detached: true,
  })
  let output = ''
  serve.stdout.on('data', (chunk) => (output += chunk))
  serve.stderr.on('data', (chunk) => (output += chunk))
  // 'close': npm and the server it started have both exited (they share the pipes).
  const exited = new Promise<number | null>((resolve) => serve.on('close', resolve))
  try {
    await waitUntilHealthy(url, exited, () => output)
    const home = await fetch(`${url}/`)
    expect(home.status).toBe(200)
    const html = await home.text()
    expect(html).toContain('<html')
    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1]
    expect(asset).toBeDefined()
    expect((await fetch(`${url}${asset}`)).status).toBe(200)
    // What a person starting the site needs: where it is, where the admin password is.
    expect(output).toContain(`Alakin is running on http://localhost:${port}`)
    expect(output).toContain(path.join(dataDir, 'admin-password.txt'))

    const backup = path.join(await tempDir('alakin-production-backup-'), 'backup.tar.gz')
    const backedUp = await npm(['run', 'db:backup', '--', backup], { DATA_DIR: dataDir })
    expect(backedUp, backedUp.output).toMatchObject({ code: 0 })
    expect((await fs.stat(backup)).size).toBeGreaterThan(0)

    const restoredDir = await tempDir('alakin-production-restored-')
    const restored = await npm(['run', 'db:restore', '--', backup], { DATA_DIR: restoredDir })
    expect(restored, restored.output).toMatchObject({ code: 0 })
  } finally {
    if (serve.exitCode === null) process.kill(-serve.pid!, 'SIGTERM')
    await exited
  }
  expect(output).toContain('"msg":"stopped"')

  // The embedded database has one owner: the password is set with the server stopped.
  const changed = await npm(
    ['run', 'admin:password'],
    { DATA_DIR: dataDir },
    'a production password 2026\n',
  )
  expect(changed, changed.output).toMatchObject({ code: 0 })
  expect(changed.output).toContain('Admin password changed')
})

test('the image runs the server as npm run serve does, with every file of a release', async () => {
  const dockerfile = await fs.readFile(path.join(repo, 'Dockerfile'), 'utf8')
  const serve = serveCommand(repo)
  for (const [name, value] of Object.entries(serve.env))
    expect(dockerfile).toContain(`${name}=${value}`)
  const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1]
  expect(command && JSON.parse(command)).toEqual(['node', ...serve.args])
  for (const entry of packageJson.files) expect(dockerfile).toContain(`/app/${entry}`)
})

/** A container engine that can build here, or why there is none. */
function containerEngine(): { command: string } | { reason: string } {
  const reasons: string[] = []
  for (const command of ['docker', 'podman']) {
    const info = spawnSync(command, ['info'], { encoding: 'utf8', timeout: 60_000 })
    if (info.status === 0) return { command }
    const why = info.error
      ? 'not installed'
      : (info.stderr.trim().split('\n').at(-1) ?? `exit ${info.status}`)
    reasons.push(`\`${command} info\`: ${why}`)
  }
  return { reason: `no container engine answers (${reasons.join('; ')})` }
}

test('the container image builds, serves as a non-root user, reports healthy and stops on SIGTERM', async (context) => {
  const engine = containerEngine()
  if (!('command' in engine)) {
    context.skip(`skipped: ${engine.reason}`)
    return
  }
  const run = (args: string[]) =>
    promisify(execFile)(engine.command, args, { maxBuffer: 64 * 1024 * 1024 }).then((r) =>
      r.stdout.trim(),
    )
  const tag = `alakin-test-${randomUUID().slice(0, 8)}`
  await run(['build', '--tag', tag, repo])
  try {
    // The image's HEALTHCHECK command, polled more often than in production.
    await run([
      'run',
      '--detach',
      '--name',
      tag,
      '--publish',
      '127.0.0.1::3000',
      '--health-interval=2s',
      tag,
    ])
    const published = await run(['port', tag, '3000/tcp'])
    const url = `http://${published.split('\n')[0]!.replace('0.0.0.0', '127.0.0.1')}`
    await expect
      .poll(() => run(['inspect', '--format', '{{.State.Health.Status}}', tag]), {
        timeout: 180_000,
      })
      .toBe('healthy')
    expect((await fetch(`${url}/`)).status).toBe(200)
    expect(await run(['exec', tag, 'id', '-u'])).not.toBe('0')
    await run(['stop', '--time', '120', tag])
    // 0: server.js's own shutdown ran; 137 would be the engine's SIGKILL after SIGTERM went unheard.
    expect(await run(['inspect', '--format', '{{.State.ExitCode}}', tag])).toBe('0')
    expect(await run(['logs', tag])).toContain('"msg":"stopped"')
  } finally {
    await run(['rm', '--force', tag]).catch(() => {})
    await run(['rmi', '--force', tag]).catch(() => {})
  }
})
