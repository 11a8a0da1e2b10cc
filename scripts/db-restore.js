// Restores a backup made by `npm run db:backup` into DATA_DIR.
// Usage: npm run db:restore -- file
// Refused while a server (or any process) holds DATA_DIR's database: stop it first. A database
// already in DATA_DIR is moved aside (DATA_DIR/pglite.before-restore-{date}), never deleted.
// With DATABASE_URL, use pg_restore instead: see docs/deploy.md.
import path from 'node:path'

const server = await import('../build/server/index.js')
if (!process.argv[2]) {
  console.error('Usage: npm run db:restore -- <backup file>')
  process.exit(1)
}
const file = path.resolve(process.argv[2])

try {
  const restored = await server.restoreDatabase(file)
  if (restored.keptAside)
    console.log(`The database that was there is kept in ${restored.keptAside}.`)
  console.log(`Restored ${file} into ${restored.dataDir}; start the server with this DATA_DIR.`)
} catch (error) {
  console.error(
    ['ConfigError', 'BackupError', 'DataDirInUseError'].includes(error?.name)
      ? error.message
      : `Could not restore the backup: ${error?.message ?? error}`,
  )
  process.exitCode = 1
}
