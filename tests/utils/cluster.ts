/**
 * The scale-out harness: a throwaway PostgreSQL from Debian's packages, N
 * production app servers pointing at it, and nginx from Debian's packages as
 * a round-robin load balancer in front, all on loopback, all stopped by
 * `stop()` whatever happened. Used by tests/e2e/scale-out.test.ts and
 * bench/scale-out.ts; docs/deploy.md describes the same topology for production.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, startServer, type RunningServer } from '../e2e/server.ts'

const NGINX = '/usr/sbin/nginx'
const isRoot = process.getuid?.() === 0

function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const bin = versions.map((v) => path.join(root, v, 'bin')).find((b) => existsSync(`${b}/initdb`))
  if (!bin) throw new Error('no PostgreSQL server: run scripts/install-system-deps.sh')
  return bin
}

/** Runs a PostgreSQL binary as the postgres user when we are root (it refuses root). */
function asPostgres(command: string, args: string[]) {
  return isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    : execFileSync(command, args, { stdio: 'pipe' })
}

export interface Postgres {
  url: string
  stop(): Promise<void>
}

/** A fresh cluster on a free port, with durability off (it is thrown away). */
export async function startPostgres(): Promise<Postgres> {
  const bin = postgresBin()
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-cluster-pg-'))
  await fs.chmod(dir, 0o755)
  if (isRoot) execFileSync('chown', ['postgres:', dir])
  const data = path.join(dir, 'data')
  const port = await freePort()
  asPostgres(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=200`
  asPostgres(`${bin}/pg_ctl`, [
    '-D',
    data,
    '-w',
    '-t',
    '60',
    '-l',
    `${dir}/log`,
    '-o',
    options,
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        asPostgres(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // Already stopped.
      }
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}

export interface LoadBalancer {
  url: string
  /** nginx's error log so far, and whether the process is still running. */
  status(): { running: boolean; errorLog: string }
  stop(): Promise<void>
}

/** nginx, round robin over `upstreams`, retrying a request the chosen server could not take. */
export async function startNginx(upstreams: string[]): Promise<LoadBalancer> {
  if (!existsSync(NGINX)) throw new Error('no nginx: run scripts/install-system-deps.sh')
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-cluster-nginx-'))
  const port = await freePort()
  const servers = upstreams.map((url) => `    server ${new URL(url).host} max_fails=0;`).join('\n')
  const config = `
${isRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 25m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A server that refuses the connection or is shutting down: try the next.
      # (nginx never resends a POST that reached a server.)
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`
  await fs.writeFile(path.join(dir, 'nginx.conf'), config)
  const child: ChildProcess = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`)
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.status > 0,
      () => false,
    )
    if (up) break
    if (i > 100) throw new Error(`nginx did not start: ${stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    status: () => ({
      running: child.exitCode === null && child.signalCode === null,
      errorLog: existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : '',
    }),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}

export interface Cluster {
  postgres: Postgres
  databaseUrl: string
  servers: RunningServer[]
  balancer: LoadBalancer
  /** Starts one more app server on the cluster's database (behind the balancer if on an upstream's port). */
  startAppServer(port?: number): Promise<RunningServer>
  stop(): Promise<void>
}

/**
 * PostgreSQL, `count` app servers started at the same moment on one fresh
 * database (so they race for the migration), and nginx in front.
 */
export async function startCluster(options: {
  count: number
  env: Record<string, string>
}): Promise<Cluster> {
  const postgres = await startPostgres()
  const started: RunningServer[] = []
  let balancer: LoadBalancer | undefined
  const stop = async () => {
    await balancer?.stop()
    await Promise.all(started.map((server) => server.stop()))
    await Promise.all(
      started.map((server) => fs.rm(server.dataDir, { recursive: true, force: true })),
    )
    await postgres.stop()
  }
  try {
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/alakin')
    asPostgres(`${postgresBin()}/createdb`, [
      '-h',
      '127.0.0.1',
      '-p',
      new URL(postgres.url).port,
      '-U',
      'postgres',
      'alakin',
    ])
    const startAppServer = async (port?: number) => {
      const server = await startServer({
        env: { ...options.env, DATABASE_URL: databaseUrl },
        port,
      })
      started.push(server)
      return server
    }
    const servers = await Promise.all(Array.from({ length: options.count }, () => startAppServer()))
    balancer = await startNginx(servers.map((server) => server.url))
    return { postgres, databaseUrl, servers, balancer, startAppServer, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
