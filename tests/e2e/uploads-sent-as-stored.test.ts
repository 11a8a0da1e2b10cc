/**
 * Uploads through the built server's whole stack (decisions 084 and 136): a
 * file goes out exactly as stored, never compressed on the way (its strong
 * ETag and byte ranges name the stored bytes), and a published file that is
 * downloaded, then unpublished, answers 404 on the very next download.
 */
import fs from 'node:fs/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { copyOfSeededDatabase } from './fixtures'
import { logInOverHttp, startServer, type RunningServer } from './server'
import { linkedPdf, pdfOfSize } from './uploaded-pdf'

const PASSWORD = 'uploads sent as stored password'
let server: RunningServer
let staff: { cookie: string; Origin: string }
beforeAll(async () => {
  server = await startServer({
    env: { ADMIN_PASSWORD: PASSWORD },
    dataDir: await copyOfSeededDatabase(),
  })
  staff = { cookie: await logInOverHttp(server.url, PASSWORD), Origin: server.url }
})
afterAll(async () => {
  await server?.stop()
  if (server) await fs.rm(server.dataDir, { recursive: true, force: true })
})
const url = (path: string) => `${server.url}${path}`

test('captions (a compressible type) go out as stored, whole and in ranges, to a client that takes gzip', async () => {
  const cues = Array.from(
    { length: 60 },
    (_, i) =>
      `00:00:${String(i).padStart(2, '0')}.000 --> 00:00:${String(i).padStart(2, '0')}.900\nCue ${i}.\n`,
  )
  const captions = `WEBVTT\n\n${cues.join('\n')}`
  const form = new FormData()
  form.set('file', new Blob([captions], { type: 'text/vtt' }), 'tour.vtt')
  const uploaded = await fetch(url('/api/uploads'), { method: 'POST', headers: staff, body: form })
  expect(uploaded.status).toBe(201)
  const { path } = (await uploaded.json()) as { path: string }

  const asked = { cookie: staff.cookie, 'Accept-Encoding': 'gzip, br' }
  // A ceiling, not a timing: a send that waits for a callback never called would hang the test.
  const signal = () => AbortSignal.timeout(60_000)
  const whole = await fetch(url(path), { headers: asked, signal: signal() })
  expect(whole.status).toBe(200)
  expect(whole.headers.get('content-encoding')).toBeNull()
  expect(whole.headers.get('content-length')).toBe(String(Buffer.byteLength(captions)))
  expect(await whole.text()).toBe(captions)

  const part = await fetch(url(path), {
    headers: { ...asked, Range: 'bytes=100-1099' },
    signal: signal(),
  })
  expect(part.status).toBe(206)
  expect(part.headers.get('content-encoding')).toBeNull()
  expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${Buffer.byteLength(captions)}`)
  expect(await part.text()).toBe(Buffer.from(captions).subarray(100, 1100).toString())
})

test('a published PDF, downloaded, then unpublished: 404 on the next download', async () => {
  const { path, id } = await linkedPdf(server.url, staff, pdfOfSize(200_000), 'published')
  for (let i = 0; i < 2; i += 1)
    expect((await fetch(url(path), { method: 'HEAD' })).status).toBe(200)
  const unpublished = await fetch(url(`/api/resources/${id}`), {
    method: 'PATCH',
    headers: { ...staff, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'draft' }),
  })
  expect(unpublished.status).toBe(200)
  expect((await fetch(url(path))).status).toBe(404)
})
