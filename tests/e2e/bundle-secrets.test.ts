import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'

/** Everything the browser can download: the client build. */
async function clientFiles(
  dir = path.resolve(import.meta.dirname, '../../build/client'),
): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? clientFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    ),
  )
  return nested.flat()
}

test('no secret, hash or server-only module reaches the browser bundle', async () => {
  const scripts = (await clientFiles()).filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  // The scan reads the real bundle: the English copy shipped to the browser is in it.
  const sources = await Promise.all(scripts.map((file) => fs.readFile(file, 'utf8')))
  expect(sources.some((source) => source.includes('Oops! Page not found'))).toBe(true)
  for (const file of scripts) {
    const source = await fs.readFile(file, 'utf8')
    for (const forbidden of [
      '$argon2id$',
      'ADMIN_PASSWORD',
      'SESSION_SECRET',
      'SMTP_URL',
      'DATABASE_URL',
      'pg_advisory_lock',
      'nodemailer',
    ]) {
      expect(source.includes(forbidden), `${forbidden} in ${path.basename(file)}`).toBe(false)
    }
  }
})
