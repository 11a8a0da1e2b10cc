/**
 * Every public page's HTML passes the Nu HTML Checker (vnu-jar, run with the
 * machine's Java) with zero errors (issue 10, acceptance 2).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'
import { serverAndBrowserPerFile } from './fixtures'
import { publicPageUrls } from './route-paths'

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'validity test password' })

interface VnuMessage {
  type: string
  url?: string
  message: string
  extract?: string
}

test('every public page is valid HTML', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-vnu-'))
  try {
    const files: string[] = []
    for (const [i, url] of publicPageUrls.entries()) {
      const response = await fetch(`${fixture.server.url}${url}`)
      const file = path.join(dir, `${i}-${url.replace(/\W+/g, '_')}.html`)
      await fs.writeFile(file, await response.text())
      files.push(file)
    }
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`vnu could not run: ${error.stderr ?? error.message}`)
    })
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((m) => `${path.basename(m.url ?? '')}: ${m.message} [${m.extract ?? ''}]`)
    expect(files.length).toBe(publicPageUrls.length)
    expect(errors).toEqual([])
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
})
