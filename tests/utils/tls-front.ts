/**
 * A local HTTPS front like the one production puts before the app (docs/deploy.md):
 * nginx on 127.0.0.1:443 with a self-signed certificate for `localhost` made
 * here with openssl, and port 80 redirecting to it. Ports below 1024 need
 * root, as CI has; `available()` says whether this machine can run it.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

const NGINX = '/usr/sbin/nginx'

export const tlsFrontAvailable = () =>
  process.getuid?.() === 0 && existsSync(NGINX) && existsSync('/usr/bin/openssl')

export interface TlsFront {
  /** The self-signed certificate, for NODE_EXTRA_CA_CERTS. */
  certificate: string
  stop(): Promise<void>
}

export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-tls-'))
  const certificate = path.join(dir, 'localhost.pem')
  const key = path.join(dir, 'localhost.key')
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  )
  const upstreamHost = new URL(upstream).host
  await fs.writeFile(
    path.join(dir, 'nginx.conf'),
    `
user root;
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:80;
    server_name localhost;
    return 301 https://$host$request_uri;
  }
  server {
    listen 127.0.0.1:443 ssl;
    server_name localhost;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://${upstreamHost};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
    }
  }
}
`,
  )
  const child = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('nginx (TLS front) exited')
    const up = await fetch('http://127.0.0.1:80/', { redirect: 'manual' }).then(
      (r) => r.status === 301,
      () => false,
    )
    if (up) break
    if (i > 100) throw new Error('the TLS front did not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    certificate,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}
