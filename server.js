// The production (and development) entry point: `node server.js [--dev]`.
// Everything else lives in server/app.ts, bundled by Vite into build/server.
import compression from 'compression'
import express from 'express'

const DEV = process.argv.includes('--dev')
process.env.NODE_ENV ??= DEV ? 'development' : 'production'

let vite
let serverModule
if (DEV) {
  vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }))
  serverModule = await vite.ssrLoadModule('./server/app.ts')
} else {
  serverModule = await import('./build/server/index.js')
}

let booted
try {
  booted = await serverModule.boot()
} catch (error) {
  // A configuration mistake, or a data directory another process holds, is the
  // operator's to fix: one line, no stack trace.
  if (error?.name === 'ConfigError' || error?.name === 'DataDirInUseError') {
    console.error(error.message)
    process.exit(1)
  }
  serverModule.logger.fatal({ err: error }, 'start-up failed')
  process.exit(1)
}
const { env, adminPassword } = booted
const { logger } = serverModule

let stopping = false
const app = express()
app.disable('x-powered-by')
app.set('etag', false)
// While stopping, every response ends its keep-alive connection, so a load
// balancer's pooled connections drain instead of holding the exit back.
app.use((_req, res, next) => {
  if (stopping) res.setHeader('Connection', 'close')
  next()
})
// Uploads go out as stored (decision 136): their strong ETag and byte ranges name
// those bytes, and their sender waits for each write's callback, which
// compression's wrapper never calls.
// Level 4, not zlib's default 6: a rendered page (the cached ones are compressed
// once, at 9) then costs a third less compression for 3 % more bytes
// (docs/benchmarks.md, "Uncached pages": 1.03 → 0.70 ms, 12.2 → 12.6 kB for the home page).
const compress = compression({ level: 4 })
app.use((req, res, next) => (/^\/uploads\//i.test(req.path) ? next() : compress(req, res, next)))
if (DEV) app.use(vite.middlewares)
app.use(serverModule.createApp({ staticDir: DEV ? undefined : 'build/client' }))

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info({ port: env.PORT, database: env.DATABASE_URL ? 'postgres' : 'pglite' }, 'listening')
  console.log(`\nAlakin is running on ${env.publicOrigin}`)
  console.log(serverModule.describeAdminPassword(adminPassword) + '\n')
})

// Graceful shutdown: stop accepting connections, let in-flight requests
// finish, then close the database. A second signal forces the exit, and so do
// requests still running after 10 s; the database's close is never cut short
// (the embedded one writes a checkpoint, slow on a busy machine).
function stop(signal) {
  if (stopping) process.exit(1)
  stopping = true
  logger.info({ signal }, 'shutting down')
  serverModule.markShuttingDown()
  const requestsDeadline = setTimeout(() => {
    logger.warn('in-flight requests did not finish within 10 s; exiting')
    process.exit(1)
  }, 10_000).unref()
  server.close(async () => {
    clearTimeout(requestsDeadline)
    await serverModule.shutdown()
    await vite?.close()
    logger.info('stopped')
    process.exit(0)
  })
  // Idle keep-alive connections close now and whenever one becomes idle.
  server.closeIdleConnections()
  setInterval(() => server.closeIdleConnections(), 100).unref()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
