/**
 * The server side of the site as one module: configuration, database start-up
 * and the Express app around React Router's request handler. Vite bundles it
 * (see vite.config.ts) and server.js runs it.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import {
  createRequestHandler as createRouterRequestHandler,
  RouterContextProvider,
} from 'react-router'
import { pinoHttp } from 'pino-http'
import {
  changeAdminPassword,
  describeAdminPassword,
  PASSWORD_FILE_NAME,
  setUpAdminPassword,
  type AdminPasswordSource,
} from '~/auth/admin-password.server'
import { setUpSessionSecret } from '~/auth/session-secret.server'
import {
  backupDatabase as backupDataDir,
  BackupError,
  restoreDatabase as restoreDataDir,
  startBackupChannel,
} from '~/db/backup.server'
import { purgeExpiredTrash } from '~/content/trash.server'
import { readContentVersion } from '~/db/content-version.server'
import { activeLanguages } from '~/languages/active-languages.server'
import { closeDatabase, databaseTarget, db, initDatabase } from '~/db/db.server'
import { keepDataDirPrivate } from '~/db/data-dir-permissions.server'
import { checkDatabase } from '~/db/health.server'
import { startMailer, stopMailer } from '~/mail/mailer.server'
import { loadEnv, type Env } from '~/utils/env.server'
import { logger } from '~/utils/logger.server'
import { errorWithoutValues, redactUrl } from '~/utils/log-redaction.server'
import { purgeExpiredSubmissions } from '~/privacy/data-rights.server'
import { sweepUnreferencedUploads } from '~/uploads/uploads.server'
import { sweepRateLimits } from '~/utils/rate-limit.server'
import {
  clientIpContext,
  cspNonceContext,
  ResponseTokens,
  responseTokensContext,
} from '~/utils/request-context'
import { securityHeaders } from '~/utils/security-headers.server'
import { warnOnClassConflicts } from '~/utils/class-conflicts.server'
import { createPageCache, pageVariant } from './page-cache'
import { createRouterHandler } from './router-handler'
import { requestLogLevel } from './request-log'
import { serveUploads } from './uploads'

export { ConfigError } from '~/utils/env.server'
export { DataDirInUseError } from '~/db/data-dir-lock.server'
export { BackupError }
export { logger }

let shuttingDown = false
let housekeeping: NodeJS.Timeout | undefined
let retention: NodeJS.Timeout | undefined
let retentionStart: NodeJS.Timeout | undefined
let stopBackupChannel: (() => Promise<void>) | undefined

/**
 * Everything that must hold before the first request: a valid configuration
 * (a ConfigError otherwise), the migrated and seeded database, the admin password.
 */
export async function boot(): Promise<{ env: Env; adminPassword: AdminPasswordSource }> {
  const env = loadEnv()
  logger.level = env.LOG_LEVEL
  await keepDataDirPrivate(env.dataDir, { create: !env.DATABASE_URL })
  warnOnClassConflicts()
  const handle = await initDatabase(databaseTarget(env), {
    command: `app server on port ${env.PORT}`,
  })
  await setUpSessionSecret(handle.db, env.SESSION_SECRET)
  const adminPassword = await setUpAdminPassword(handle.db, env)
  if (handle.dumpDataDir)
    stopBackupChannel = await startBackupChannel(env.dataDir, handle.dumpDataDir)
  startMailer(env)
  housekeeping = setInterval(() => {
    sweepRateLimits(db()).catch((error) => logger.error({ err: error }, 'rate-limit sweep failed'))
    // Uploads nothing has linked to for an hour (decision 039); already unserved meanwhile.
    sweepUnreferencedUploads(db())
      .then((swept) => {
        if (swept.length > 0) logger.info({ swept }, 'unreferenced uploads deleted')
      })
      .catch((error) => logger.error({ err: error }, 'upload sweep failed'))
    // Trashed items past the retention period (decision 062); idempotent across servers.
    purgeExpiredTrash(db())
      .then((purged) => {
        if (purged > 0) logger.info({ purged }, 'expired trash deleted')
      })
      .catch((error) => logger.error({ err: error }, 'trash purge failed'))
  }, 3_600_000).unref()
  // The retention purge (decision 029): a minute after start, then daily. Idempotent, so
  // several app servers running it at once delete nothing twice.
  const purge = () =>
    purgeExpiredSubmissions(db())
      .then((report) => {
        if (report.submissions > 0) logger.info({ purge: report }, 'retention purge done')
      })
      .catch((error) => logger.error({ err: error }, 'retention purge failed'))
  retentionStart = setTimeout(purge, 60_000).unref()
  retention = setInterval(purge, 86_400_000).unref()
  return { env, adminPassword }
}

export { describeAdminPassword }

/** For scripts/set-admin-password.js: a new password, every session ended. */
export async function setAdminPassword(password: string): Promise<string | undefined> {
  const env = loadEnv()
  await keepDataDirPrivate(env.dataDir, { create: !env.DATABASE_URL })
  const handle = await initDatabase(databaseTarget(env), { command: 'npm run admin:password' })
  try {
    await changeAdminPassword(handle.db, password)
  } finally {
    await closeDatabase()
  }
  // The generated password it held opens nothing now: the start-up message must not point to it.
  await fs.rm(path.join(env.dataDir, PASSWORD_FILE_NAME), { force: true })
  return env.ADMIN_PASSWORD || env.ADMIN_PASSWORD_HASH
    ? 'Note: ADMIN_PASSWORD or ADMIN_PASSWORD_HASH is set and takes precedence; unset it to use the new password.'
    : undefined
}

const postgresBackups =
  'With DATABASE_URL set, back up and restore with pg_dump and pg_restore: see docs/deploy.md.'

/** For scripts/db-backup.js: a consistent backup of the embedded database, server running or not. */
export async function backupDatabase(file: string) {
  const env = loadEnv()
  if (env.DATABASE_URL) throw new BackupError(postgresBackups)
  await keepDataDirPrivate(env.dataDir, { create: false })
  return backupDataDir(env.dataDir, file)
}

/** For scripts/db-restore.js: a backup into a data directory no process holds. */
export async function restoreDatabase(file: string) {
  const env = loadEnv()
  if (env.DATABASE_URL) throw new BackupError(postgresBackups)
  await keepDataDirPrivate(env.dataDir, { create: true })
  return { dataDir: env.dataDir, ...(await restoreDataDir(env.dataDir, file)) }
}

/** Stops taking part in the load balancer's rotation, then closes the database. */
export async function shutdown(): Promise<void> {
  shuttingDown = true
  clearInterval(housekeeping)
  clearInterval(retention)
  clearTimeout(retentionStart)
  await stopMailer()
  await stopBackupChannel?.()
  await closeDatabase()
}

export function markShuttingDown() {
  shuttingDown = true
}

/**
 * A URL no page of ours can have: a NUL byte anywhere (PostgreSQL text cannot
 * hold one, and no visitor types it) or a path that is not valid percent-encoding.
 * Answered with a clear 400 before any route sees it.
 */
function refuseMalformedUrls(
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
) {
  let malformed = /%00/i.test(req.originalUrl) || req.originalUrl.includes('\u0000')
  try {
    decodeURIComponent(req.path)
  } catch {
    malformed = true
  }
  if (!malformed) return next()
  res.status(400).type('text/plain').setHeader('Cache-Control', 'no-store')
  res.send('Bad request: the address is malformed.\n')
}

export function createApp(options: { staticDir?: string } = {}) {
  const env = loadEnv()
  const app = express()
  app.disable('x-powered-by')
  // Express would tag every sent body and answer 304 to a match on its own; the
  // page cache decides which pages may be revalidated (never those with tokens).
  app.set('etag', false)
  app.set('trust proxy', 'loopback')

  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      customLogLevel: requestLogLevel,
      // Method, path, status and timing only: headers and cookies carry secrets, and so do
      // some URLs (preview links, unsubscribe links), which are logged with those parts hidden.
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: errorWithoutValues,
      },
    }),
  )
  app.use(securityHeaders({ https: env.publicOrigin.startsWith('https:') }))
  app.use(refuseMalformedUrls)

  app.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (shuttingDown) {
      res.status(503).json({ status: 'shutting-down' })
      return
    }
    try {
      await checkDatabase(db())
      res.json({ status: 'ok' })
    } catch (error) {
      logger.error({ err: error }, 'health check: the database cannot store a write')
      res.status(503).json({ status: 'database-unavailable' })
    }
  })

  app.all('/uploads/:filename', serveUploads(env.dataDir))

  if (options.staticDir) {
    // A missing build or media file is a plain 404, never a page: responses under
    // these paths carry no page's policy (decision 073).
    const fileNotFound = (_req: express.Request, res: express.Response) => {
      res.status(404).type('text/plain').setHeader('Cache-Control', 'no-store')
      res.send('Not found.\n')
    }
    // File names under assets/ carry a content hash: they never change. Scripts and
    // stylesheets go out in the brotli form the build wrote beside them (decision 073).
    app.use(
      '/assets',
      expressStaticGzip(`${options.staticDir}/assets`, {
        enableBrotli: true,
        orderPreference: ['br'],
        serveStatic: { immutable: true, maxAge: '1y', index: false },
      }),
      fileNotFound,
    )
    // The few files at the top (favicon, media/…): only paths naming a file look
    // there, so a page request costs no stat and no "not found" error object.
    const topLevelFiles = express.static(options.staticDir, { maxAge: '1h', index: false })
    app.use((req, res, next) => (path.extname(req.path) ? topLevelFiles(req, res, next) : next()))
    app.use('/media', fileNotFound)
  }

  const build = () => import('virtual:react-router/server-build')
  const loadContext = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider()
    context.set(clientIpContext, req.ip ?? 'unknown')
    context.set(cspNonceContext, String(res.locals.cspNonce))
    const tokens = new ResponseTokens()
    context.set(responseTokensContext, tokens)
    return { context, tokens }
  }
  // Handed a function, React Router imports the build and derives its route
  // tables again on every request (for development's hot reload); in
  // production the build never changes, so it gets the module itself, once.
  let productionHandler: ReturnType<typeof createRouterRequestHandler> | undefined
  const renderPage: ReturnType<typeof createRouterRequestHandler> =
    env.NODE_ENV === 'development'
      ? createRouterRequestHandler(build, env.NODE_ENV)
      : async (request, context) => {
          productionHandler ??= createRouterRequestHandler(await build(), env.NODE_ENV)
          return productionHandler(request, context)
        }
  app.use(
    createPageCache({
      async render(request, res) {
        const { context, tokens } = loadContext(res.req, res)
        return { response: await renderPage(request, context), tokens }
      },
      // The active languages too: a switch changes every page's alternates (decision 100).
      readVersion: async () =>
        `${await readContentVersion(db())}|${(await activeLanguages()).join(',')}`,
      variantOf: (req) => pageVariant(req, env),
      varyHeaders: ['Accept-Language', ...(env.COUNTRY_HEADER ? [env.COUNTRY_HEADER] : [])],
    }),
  )
  app.use(
    createRouterHandler({
      handle: renderPage,
      contextFor: (req, res) => loadContext(req, res).context,
    }),
  )
  return app
}
