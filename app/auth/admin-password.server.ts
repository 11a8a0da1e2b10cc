import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { hash, verify } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { adminSessions, appSettings, auditLog } from '~/db/schema'
import { createId } from '~/utils/ids'

const SETTING_KEY = 'admin_password_hash'
export const PASSWORD_FILE_NAME = 'admin-password.txt'

export type AdminPasswordSource =
  | { kind: 'ADMIN_PASSWORD' }
  | { kind: 'ADMIN_PASSWORD_HASH' }
  | { kind: 'generated'; password: string; file: string }
  /** `fileKept`: the generated password's file is still there (a restore does not bring it back). */
  | { kind: 'stored'; file: string; fileKept: boolean }

let passwordHash: string | undefined

/**
 * Decides which password opens the back office, once at start-up:
 * ADMIN_PASSWORD or ADMIN_PASSWORD_HASH when configured; otherwise a strong
 * password generated on the first start, of which only the argon2id hash is
 * kept (in the database, so every app server shares it) and the clear text is
 * handed to the operator once, on the console and in a 0600 file.
 */
export async function setUpAdminPassword(
  db: Database,
  config: { ADMIN_PASSWORD?: string; ADMIN_PASSWORD_HASH?: string; dataDir: string },
): Promise<AdminPasswordSource> {
  if (config.ADMIN_PASSWORD) {
    passwordHash = await hash(config.ADMIN_PASSWORD)
    return { kind: 'ADMIN_PASSWORD' }
  }
  if (config.ADMIN_PASSWORD_HASH) {
    passwordHash = config.ADMIN_PASSWORD_HASH
    return { kind: 'ADMIN_PASSWORD_HASH' }
  }

  const file = path.join(config.dataDir, PASSWORD_FILE_NAME)
  const [stored] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTING_KEY))
  if (stored) {
    passwordHash = stored.value
    const fileKept = await fs.access(file).then(
      () => true,
      () => false,
    )
    return { kind: 'stored', file, fileKept }
  }

  const password = generatePassword()
  const generatedHash = await hash(password)
  // Two servers starting together on an empty database: only one insert wins,
  // and only the winner's password is ever shown.
  const inserted = await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: generatedHash })
    .onConflictDoNothing()
    .returning({ value: appSettings.value })
  if (inserted.length === 0) return setUpAdminPassword(db, config)

  passwordHash = generatedHash
  await fs.mkdir(config.dataDir, { recursive: true })
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 })
  await fs.chmod(file, 0o600)
  return { kind: 'generated', password, file }
}

/** 24 characters from a 57-letter alphabet without look-alikes: about 140 bits. */
function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
  const bytes = randomBytes(64)
  let password = ''
  for (const byte of bytes) {
    // Rejection sampling keeps every letter equally likely.
    if (byte < 228) password += alphabet[byte % 57]
    if (password.length === 24) break
  }
  return password.length === 24 ? password : generatePassword()
}

export async function verifyAdminPassword(password: string): Promise<boolean> {
  if (!passwordHash) throw new Error('setUpAdminPassword() has not run')
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** What the operator is told at start-up about where the password comes from. */
export function describeAdminPassword(source: AdminPasswordSource): string {
  switch (source.kind) {
    case 'ADMIN_PASSWORD':
      return 'Admin password: the ADMIN_PASSWORD environment variable.'
    case 'ADMIN_PASSWORD_HASH':
      return 'Admin password: the one whose hash is in ADMIN_PASSWORD_HASH.'
    case 'generated':
      return [
        `Admin password (generated on this first start, shown only once): ${source.password}`,
        `It is also saved in ${source.file} (readable by this user only). Log in at /admin/login.`,
      ].join('\n')
    case 'stored':
      return source.fileKept
        ? `Admin password: generated on the first start and saved in ${source.file}. Log in at /admin/login.`
        : [
            // A restored backup, or a password changed with the command: the
            // database has a password, and that file is not where it lives.
            `Admin password: the one this database already had; ${source.file} is not here (a restored backup brings the password back, not that file, and npm run admin:password removes it).`,
            'Forgotten? Set a new one with npm run admin:password. Log in at /admin/login.',
          ].join('\n')
  }
}

/**
 * Sets a new back-office password (stored as its argon2id hash) and ends every
 * session, so whoever had the old one is logged out. Used by the CLI.
 */
export async function changeAdminPassword(db: Database, password: string): Promise<void> {
  if (password.length < 12) throw new Error('The password must be at least 12 characters long.')
  const newHash = await hash(password)
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: SETTING_KEY, value: newHash })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: newHash } })
    await tx.delete(adminSessions)
    await tx
      .insert(auditLog)
      .values({ id: createId('audit'), action: 'password-change', entityType: 'admin' })
  })
}
