/**
 * Starts the built production server (`npm run serve`'s command, with the pinned
 * Node binary that runs the tests) on a free port and a fresh temporary database,
 * and stops that very process afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { countWork } from './work-counter'

export interface RunningServer {
  url: string
  dataDir: string
  /** The server process's id (its memory: residentMemoryMb). */
  pid: number
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  /** Parsed JSON log lines from stdout. */
  logs(): Array<Record<string, unknown>>
  /**
   * Resolves once every line the server wrote before this call has been read:
   * a marker request's own log line comes after them in the one ordered stream.
   * For counting what requests just answered logged (on a busy machine the
   * lines arrive after the responses).
   */
  logsCaughtUp(): Promise<void>
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>
  /** Sends a signal (SIGKILL: a crash) and resolves when the process has exited. */
  kill(signal: NodeJS.Signals): Promise<number | null>
}

/** A process's resident memory in MB, as the kernel counts it (Linux). */
export async function residentMemoryMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Production's command for the server: package.json's `serve` script, as
 * `VARIABLE=value … node [flags] server.js` (decision 072). Read, not copied,
 * so tests and benchmarks run the server with the memory settings it ships with.
 */
export function serveCommand(cwd: string): { env: Record<string, string>; args: string[] } {
  const packageJson = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as {
    scripts: { serve: string }
  }
  const words = packageJson.scripts.serve.trim().split(/\s+/)
  const env: Record<string, string> = {}
  while (/^\w+=/.test(words[0]!)) {
    const [name, value] = words.shift()!.split('=') as [string, string]
    env[name] = value
  }
  if (words.shift() !== 'node')
    throw new Error(`unexpected serve script: ${packageJson.scripts.serve}`)
  return { env, args: words }
}

/**
 * The suite's compile cache (vitest.config.ts), for the processes a test starts: the same
 * modules compiled once, not once per server. Nothing is set outside the suite (benchmarks).
 */
export const compileCacheEnv = (): Record<string, string> =>
  process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}

/** Runs the server as `npm run serve` does and collects what it prints; resolves when it exits. */
export function runServerProcess(
  env: Record<string, string>,
  cwd = path.resolve(import.meta.dirname, '../..'),
) {
  const serve = serveCommand(cwd)
  const child = spawn(process.execPath, serve.args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'info',
      ...compileCacheEnv(),
      ...serve.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, stdout: () => stdout, stderr: () => stderr }
}

export async function startServer(
  options: {
    env?: Record<string, string>
    dataDir?: string
    port?: number
    /** Another checkout's built server (a benchmark comparing two commits). */
    cwd?: string
  } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-e2e-')))
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  countWork('server')
  const run = runServerProcess(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...options.env,
    },
    options.cwd,
  )

  try {
    await waitUntilHealthy(url, run.exited, () => run.stdout() + run.stderr())
  } catch (error) {
    // Test files run several at a time: another process may take the free port between
    // the probe and the server's listen. Another port then, unless the test chose one.
    if (options.port === undefined && run.stderr().includes('EADDRINUSE'))
      return startServer({ ...options, dataDir })
    throw error
  }
  return {
    url,
    dataDir,
    pid: run.child.pid!,
    output: () => run.stdout() + run.stderr(),
    logs: () =>
      run
        .stdout()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    logsCaughtUp: async () => {
      const marker = `/healthz?logs-caught-up=${randomUUID()}`
      await fetch(`${url}${marker}`)
      // A ceiling for a busy machine, not an expectation.
      const deadline = Date.now() + 60_000
      while (!run.stdout().includes(marker)) {
        if (Date.now() > deadline) throw new Error(`the log line of ${marker} never came`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    stop: () => stopProcess(run.child, run.exited),
    kill: (signal) => {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill(signal)
      return run.exited
    },
  }
}

export async function waitUntilHealthy(
  url: string,
  exited: Promise<number | null>,
  output: () => string,
) {
  let exitCode: number | null | undefined
  void exited.then((code) => (exitCode = code ?? -1))
  // A ceiling, not an expectation: a start-up on a busy machine can take a minute or more.
  const deadline = Date.now() + 150_000
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`server exited (${exitCode}) before it was ready:\n${output()}`)
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server not healthy after 150 s:\n${output()}`)
}

async function stopProcess(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
  child.kill('SIGTERM')
  // A ceiling, not an expectation: a server stopping just after creating and seeding its
  // database (a checkpoint to write) took more than 15 s beside stress-ng and two test files.
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000)
  const code = await exited
  clearTimeout(timer)
  return code
}

/** Runs one of scripts/*.js as an operator would (`npm run …`); resolves with its exit code and output. */
export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...compileCacheEnv(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { code, output }
}

/**
 * Logs in to the back office over HTTP; returns the cookies it set (the
 * session and the known-device mark) as one `Cookie` header value.
 */
export async function logInOverHttp(
  url: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: url, ...headers },
    body: new URLSearchParams({ password }),
  })
  if (response.status !== 302) throw new Error(`login answered ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ')
}
