// Sets a new back-office password and ends every session.
// Usage: npm run admin:password          (asks for it)
//        echo 'new password' | npm run admin:password
// Run it from the project root, with the same environment as the server, on a built project.
// With the embedded database (no DATABASE_URL), stop the server first: PGlite has one owner.
import readline from 'node:readline/promises'

const server = await import('../build/server/index.js')
const input = readline.createInterface({
  input: process.stdin,
  output: process.stdout,
  terminal: process.stdin.isTTY,
})
const password = (
  await input.question(process.stdin.isTTY ? 'New admin password (12+ characters): ' : '')
).trim()
input.close()

try {
  const note = await server.setAdminPassword(password)
  console.log('Admin password changed; every session has been ended.')
  if (note) console.log(note)
} catch (error) {
  console.error(
    error?.name === 'ConfigError'
      ? error.message
      : `Could not change the password: ${error?.message ?? error}`,
  )
  process.exitCode = 1
}
