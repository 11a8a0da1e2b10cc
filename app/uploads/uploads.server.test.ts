import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { customerLogos, resources, uploadedFiles } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { findUpload } from './answer.server'
import { sweepUnreferencedUploads, UNREFERENCED_GRACE_MS } from './uploads.server'

const now = new Date('2026-11-24T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)

describe.each(testDatabaseTargets())('unreferenced uploads on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(async () => {
    await handle.close()
  })

  async function upload(filename: string, createdAt: Date, complete = true) {
    await handle.db.insert(uploadedFiles).values({
      id: `upload-${filename}`,
      filename,
      originalName: filename,
      mimeType: 'application/pdf',
      size: 5,
      sha256: 'x',
      completedAt: complete ? createdAt : null,
      createdAt,
    })
  }
  const resource = (id: string, fields: Partial<typeof resources.$inferInsert>) =>
    handle.db.insert(resources).values({
      id,
      title: id,
      type: 'white-paper',
      description: 'A resource.',
      link: `/resources/x/${id}`,
      ...fields,
    })

  test('only files something links to are referenced; the sweep deletes old orphans alone', async () => {
    const old = ago(UNREFERENCED_GRACE_MS + 60_000)
    await upload('linked-pdf.pdf', old)
    await upload('linked-logo.png', old)
    await upload('in-rich-text.png', old)
    await upload('absolute-url.pdf', old)
    await upload('deleted-resource.pdf', old)
    await upload('failed-form.pdf', old)
    await upload('being-filled-in.pdf', ago(60_000))
    // A crash in the middle of its chunks: never served, swept after the grace period.
    await upload('half-written.pdf', old, false)
    await upload('half-written-now.pdf', ago(60_000), false)
    await resource('r1', {
      pdfUrl: '/uploads/linked-pdf.pdf',
      content: '<p><img src="/uploads/in-rich-text.png" alt=""></p>',
    })
    await resource('r2', { externalUrl: 'https://alakin.com/uploads/absolute-url.pdf' })
    await handle.db.insert(customerLogos).values({
      id: 'logo',
      name: 'Clinic',
      logoSrc: '/uploads/linked-logo.png',
    })
    // Deleted: its PDF is linked from nowhere any more.
    await resource('gone', { pdfUrl: '/uploads/deleted-resource.pdf' })
    await handle.db.delete(resources).where(eq(resources.id, 'gone'))

    const referenced = async (filename: string) =>
      (await findUpload(handle.db, filename))?.published
    expect(await referenced('linked-pdf.pdf')).toBe(true)
    expect(await referenced('linked-logo.png')).toBe(true)
    expect(await referenced('in-rich-text.png')).toBe(true)
    expect(await referenced('absolute-url.pdf')).toBe(true)
    expect(await referenced('deleted-resource.pdf')).toBe(false)
    expect(await referenced('failed-form.pdf')).toBe(false)
    expect(await findUpload(handle.db, 'no-such-file.pdf')).toBeNull()
    expect(await findUpload(handle.db, 'half-written-now.pdf')).toBeNull()

    expect((await sweepUnreferencedUploads(handle.db, now)).sort()).toEqual([
      'deleted-resource.pdf',
      'failed-form.pdf',
      'half-written.pdf',
    ])
    const left = await handle.db.select({ filename: uploadedFiles.filename }).from(uploadedFiles)
    expect(left.map((row) => row.filename).sort()).toEqual([
      'absolute-url.pdf',
      'being-filled-in.pdf',
      'half-written-now.pdf',
      'in-rich-text.png',
      'linked-logo.png',
      'linked-pdf.pdf',
    ])
    // Idempotent; after its grace period the form's file goes too.
    expect(await sweepUnreferencedUploads(handle.db, now)).toEqual([])
    expect(
      await sweepUnreferencedUploads(handle.db, new Date(now.getTime() + UNREFERENCED_GRACE_MS)),
    ).toEqual(['being-filled-in.pdf', 'half-written-now.pdf'])
  })
})
