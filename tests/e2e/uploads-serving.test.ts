/**
 * Uploads served by the built server (decision 084): a 10 MB PDF downloaded in
 * four loops while /about keeps answering (the timing is the benchmark's,
 * bench/uploads-under-load.ts); HEAD and Range through the real HTTP stack;
 * a file only a draft links to, opened by its preview link until revoked.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { copyOfSeededDatabase } from './fixtures'
import { logInOverHttp, startServer, type RunningServer } from './server'
import { linkedPdf, pdfOfSize } from './uploaded-pdf'

const PASSWORD = 'uploads serving admin password'
let server: RunningServer
let cookie: string
beforeAll(async () => {
  server = await startServer({
    env: { ADMIN_PASSWORD: PASSWORD },
    dataDir: await copyOfSeededDatabase(),
  })
  cookie = await logInOverHttp(server.url, PASSWORD)
})
afterAll(async () => {
  await server?.stop()
  if (server) await fs.rm(server.dataDir, { recursive: true, force: true })
})
const url = (path: string) => `${server.url}${path}`
const asStaff = () => ({ cookie, Origin: server.url })

test('/about keeps answering while four clients download a 10 MB PDF in a loop', async () => {
  const pdf = pdfOfSize(10 * 1024 * 1024)
  const { path } = await linkedPdf(server.url, asStaff(), pdf, 'published')
  let downloads = 0
  let aboutAnswers = 0
  const enough = () => downloads >= 8 && aboutAnswers >= 10
  const downloader = async () => {
    while (!enough()) {
      const response = await fetch(url(path))
      expect(response.status).toBe(200)
      expect((await response.arrayBuffer()).byteLength).toBe(pdf.byteLength)
      downloads += 1
    }
  }
  const visitor = async () => {
    while (!enough()) {
      const about = await fetch(url('/about'))
      expect(about.status).toBe(200)
      expect(await about.text()).toContain('<html')
      aboutAnswers += 1
    }
  }
  await Promise.all([downloader(), downloader(), downloader(), downloader(), visitor()])
  expect(downloads).toBeGreaterThanOrEqual(8)
})

test('HEAD, 304 and Range through the HTTP stack', async () => {
  const pdf = pdfOfSize(700_000)
  const { path } = await linkedPdf(server.url, asStaff(), pdf, 'published')
  const head = await fetch(url(path), { method: 'HEAD' })
  expect(head.status).toBe(200)
  expect(head.headers.get('content-length')).toBe(String(pdf.byteLength))
  expect(head.headers.get('accept-ranges')).toBe('bytes')
  const etag = head.headers.get('etag')!
  expect((await fetch(url(path), { headers: { 'If-None-Match': etag } })).status).toBe(304)
  const part = await fetch(url(path), { headers: { Range: 'bytes=500000-500009' } })
  expect(part.status).toBe(206)
  expect(part.headers.get('content-range')).toBe(`bytes 500000-500009/${pdf.byteLength}`)
  expect(new Uint8Array(await part.arrayBuffer())).toEqual(pdf.subarray(500000, 500010))
  const beyond = await fetch(url(path), { headers: { Range: 'bytes=9999999-' } })
  expect(beyond.status).toBe(416)
})

test("a draft's file: 404 to the public, 200 through its live preview link, 404 once revoked", async () => {
  const { path, id } = await linkedPdf(server.url, asStaff(), pdfOfSize(300_000), 'draft')
  expect((await fetch(url(path))).status).toBe(404)
  expect((await fetch(url(path), { headers: { cookie } })).status).toBe(200)

  const made = await fetch(url(`/api/resources/${id}/preview-links`), {
    method: 'POST',
    headers: asStaff(),
  })
  expect(made.status).toBe(201)
  const link = (await made.json()) as { id: string; url: string }
  const preview = await fetch(url(new URL(link.url).pathname))
  expect(preview.status).toBe(200)
  // The preview page hands the browser a cookie for /uploads/ only.
  const setCookie = preview.headers.get('set-cookie') ?? ''
  expect(setCookie).toMatch(/Path=\/uploads\//)
  expect(setCookie).toMatch(/HttpOnly/)
  const previewCookie = setCookie.split(';')[0]!
  const opened = await fetch(url(path), { headers: { cookie: previewCookie } })
  expect(opened.status).toBe(200)
  expect(opened.headers.get('cache-control')).toBe('private, no-store')

  const revoked = await fetch(url(`/api/resources/${id}/preview-links/${link.id}`), {
    method: 'DELETE',
    headers: asStaff(),
  })
  expect(revoked.status).toBe(204)
  expect((await fetch(url(path), { headers: { cookie: previewCookie } })).status).toBe(404)
})

test('a seeded PDF comes back whole from its chunks, its hash its ETag', async () => {
  const seeded = await fetch(url('/uploads/no-code-guide-to-digital-care-pathways.pdf'))
  expect(seeded.status).toBe(200)
  const bytes = Buffer.from(await seeded.arrayBuffer())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  expect(seeded.headers.get('etag')).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`)
})
