// A consistent backup of the embedded database, while the server runs or not.
// Usage: npm run db:backup [-- file]   (default: alakin-backup-{date}.tar.gz here)
// Run it from the project root, with the same environment (DATA_DIR) as the server, on a built
// project. With DATABASE_URL, use pg_dump instead: see docs/deploy.md.
import path from 'node:path'

const server = await import('../build/server/index.js')
const stamp = new Date()
  .toISOString()
  .replace(/[:.]/g, '-')
  .replace(/-\d+Z$/, 'Z')
const file = path.resolve(process.argv[2] ?? `alakin-backup-${stamp}.tar.gz`)

try {
  const backup = await server.backupDatabase(file)
  console.log(`Backup written to ${backup.file} (${backup.bytes} bytes, from the ${backup.from}).`)
} catch (error) {
  console.error(
    ['ConfigError', 'BackupError', 'DataDirInUseError'].includes(error?.name)
      ? error.message
      : `Could not take the backup: ${error?.message ?? error}`,
  )
  process.exitCode = 1
}
