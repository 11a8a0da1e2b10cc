/**
 * Uploads nothing links to are not public (decision 039): the PDF of a deleted
 * resource (in the trash, decision 062) and a file uploaded with a form that
 * then failed validation answer 404; deleting the resource for good removes
 * its PDF, and the sweep deletes the failed form's file.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'
import { simplePdf } from '~/db/seed-pdf'
import { uploadedFiles } from '~/db/schema'
import { sweepUnreferencedUploads, UNREFERENCED_GRACE_MS } from '~/uploads/uploads.server'
import { copyOfSeededDatabase } from './fixtures'
import { logInOverHttp, startServer, type RunningServer } from './server'

const PASSWORD = 'orphan uploads admin password'
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

async function csrfOf(pathname: string) {
  const page = await (await fetch(`${server.url}${pathname}`, { headers: { cookie } })).text()
  return /name="csrf" value="([^"]+)"/.exec(page)![1]!
}

async function postResource(fields: Record<string, string>, pdfName: string) {
  const form = new FormData()
  form.set('csrf', await csrfOf('/admin/resources/new?type=white-paper'))
  for (const [name, value] of Object.entries({
    description: 'A white paper with a PDF.',
    type: 'white-paper',
    categoryId: 'category-1735689600000-ai',
    content: '<p>Paper</p>',
    ctaType: 'download',
    ctaText: 'Download',
    ...fields,
  }))
    form.set(name, value)
  const pdf = Buffer.from(simplePdf('Orphan test', ['A PDF.']))
  form.set('pdfFile', new Blob([pdf], { type: 'application/pdf' }), pdfName)
  return fetch(`${server.url}/admin/resources/new`, {
    method: 'POST',
    headers: { Origin: server.url, cookie },
    body: form,
    redirect: 'manual',
  })
}

const publicStatus = async (url: string) => (await fetch(`${server.url}${url}`)).status
const adminStatus = async (url: string) =>
  (await fetch(`${server.url}${url}`, { headers: { cookie } })).status

test("a deleted resource's PDF and a failed form's upload are not served, then swept", async () => {
  // 1. A resource with its PDF, then deleted.
  expect((await postResource({ title: 'Short-lived Paper' }, 'short-lived.pdf')).status).toBe(302)
  const resources = (await (await fetch(`${server.url}/api/resources`)).json()) as Array<{
    id: string
    title: string
    pdfUrl: string
  }>
  const paper = resources.find((resource) => resource.title === 'Short-lived Paper')!
  expect(paper.pdfUrl).toMatch(/^\/uploads\/short-lived-[0-9a-f]+\.pdf$/)
  expect(await publicStatus(paper.pdfUrl)).toBe(200)
  const deleted = await fetch(`${server.url}/admin/resources`, {
    method: 'POST',
    headers: { Origin: server.url, cookie },
    body: new URLSearchParams({ csrf: await csrfOf('/admin/resources'), id: paper.id }),
    redirect: 'manual',
  })
  expect(deleted.status).toBe(302)
  // In the trash (decision 062): not served, but kept for a restore.
  expect(await publicStatus(paper.pdfUrl)).toBe(404)
  expect(await adminStatus(paper.pdfUrl)).toBe(200)

  // 2. A PDF sent with a form that fails validation (no title): kept for the form, not public.
  const failed = await postResource({ title: '' }, 'never-saved.pdf')
  expect(failed.status).toBe(400)
  const orphan = /\/uploads\/never-saved-[0-9a-f]+\.pdf/.exec(await failed.text())?.[0]
  expect(orphan).toBeTruthy()
  expect(await publicStatus(orphan!)).toBe(404)
  const forAdmin = await fetch(`${server.url}${orphan}`, { headers: { cookie } })
  expect(forAdmin.status).toBe(200)
  expect(forAdmin.headers.get('cache-control')).toBe('private, no-store')
  // Deleted for good, the resource takes the PDF only it used with it.
  const purged = await fetch(`${server.url}/api/trash/resources/${paper.id}`, {
    method: 'DELETE',
    headers: { Origin: server.url, cookie },
  })
  expect(purged.status).toBe(204)
  expect(await adminStatus(paper.pdfUrl)).toBe(404)

  // A linked file is still public, cached an hour at most.
  const seeded = await fetch(`${server.url}/uploads/ce-mark-certificate.pdf`)
  expect(seeded.status).toBe(200)
  expect(seeded.headers.get('cache-control')).toBe('public, max-age=3600')

  // 3. The sweep (hourly in the server) deletes both rows once their grace period is over.
  expect(await server.stop()).toBe(0)
  const handle = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(server.dataDir, 'pglite'),
  })
  try {
    const filenames = async () =>
      (await handle.db.select({ filename: uploadedFiles.filename }).from(uploadedFiles))
        .map((row) => `/uploads/${row.filename}`)
        .sort()
    const before = await filenames()
    expect(before).toContain(orphan)
    expect(before).not.toContain(paper.pdfUrl)
    expect(await sweepUnreferencedUploads(handle.db)).toEqual([]) // within the grace period
    const later = new Date(Date.now() + UNREFERENCED_GRACE_MS + 60_000)
    const swept = await sweepUnreferencedUploads(handle.db, later)
    expect(swept.map((name) => `/uploads/${name}`)).toEqual([orphan])
    expect(await filenames()).toEqual(before.filter((url) => url !== orphan))
    expect(await filenames()).toContain('/uploads/ce-mark-certificate.pdf')
  } finally {
    await handle.close()
  }
})
