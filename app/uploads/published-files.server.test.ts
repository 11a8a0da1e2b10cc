/**
 * A published file is remembered between downloads (decision 136), and a
 * content write makes the next download look again: unpublished, unlinked or
 * deleted, the file answers 404 at once.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { withPreviewOf } from '~/db/preview-scope.server'
import { resources, uploadedFiles } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { answerUpload, findUpload } from './answer.server'
import { findPublishedOnce } from './published-files.server'
import { storeUpload, uploadKinds } from './uploads.server'

const pdfOf = (text: string) => new File([`%PDF-1.7\n${text}`], 'Guide.pdf')

describe.each(testDatabaseTargets())('published uploads remembered on $name', (target) => {
  let handle: DatabaseHandle
  let cacheDir: string
  let filename: string
  const store = async (file: File) =>
    (
      await storeUpload(handle.db, file, { ...uploadKinds.pdf, typeMessage: 't', sizeMessage: 's' })
    ).replace('/uploads/', '')
  beforeEach(async () => {
    handle = await target.open()
    cacheDir = await mkdtemp(path.join(tmpdir(), 'upload-cache-'))
    filename = await store(pdfOf('first'))
    await handle.db.insert(resources).values({
      id: 'r1',
      title: 'Guide',
      type: 'white-paper',
      description: 'A resource.',
      link: '/resources/white-papers/guide',
      pdfUrl: `/uploads/${filename}`,
      status: 'published',
    })
  })
  afterEach(async () => {
    await handle.close()
    await rm(cacheDir, { recursive: true, force: true })
  })

  const status = async (name = filename) =>
    (
      await answerUpload(handle.db, new Request(`http://localhost/uploads/${name}`), name, {
        cacheDir,
        isAdministrator: async () => false,
      })
    ).status

  test('a second download of a published file does not search the content again', async () => {
    let searches = 0
    const counted = (db: typeof handle.db, name: string) => {
      searches += 1
      return findUpload(db, name)
    }
    expect((await findPublishedOnce(handle.db, filename, counted))?.published).toBe(true)
    expect((await findPublishedOnce(handle.db, filename, counted))?.published).toBe(true)
    expect(searches).toBe(1)
    await handle.db.update(resources).set({ title: 'Guide, second edition' })
    await findPublishedOnce(handle.db, filename, counted)
    expect(searches).toBe(2)
  })

  test('unpublished: 404 on the next download', async () => {
    expect(await status()).toBe(200)
    expect(await status()).toBe(200)
    await handle.db.update(resources).set({ status: 'draft' }).where(eq(resources.id, 'r1'))
    expect(await status()).toBe(404)
  })

  test('replaced by another file: the old one is 404 and the new one 200 on the next download', async () => {
    const replacement = await store(pdfOf('second'))
    expect(await status()).toBe(200)
    expect(await status(replacement)).toBe(404)
    await handle.db.update(resources).set({ pdfUrl: `/uploads/${replacement}` })
    expect(await status()).toBe(404)
    expect(await status(replacement)).toBe(200)
  })

  test('its item deleted, or the file itself: 404 on the next download', async () => {
    expect(await status()).toBe(200)
    await handle.db.delete(uploadedFiles).where(eq(uploadedFiles.filename, filename))
    expect(await status()).toBe(404)

    const other = await store(pdfOf('other'))
    await handle.db.update(resources).set({ pdfUrl: `/uploads/${other}` })
    expect(await status(other)).toBe(200)
    await handle.db.delete(resources)
    expect(await status(other)).toBe(404)
  })

  test("a draft's file shown inside a preview is not remembered as public", async () => {
    await handle.db.update(resources).set({ status: 'draft' })
    const previewed = await withPreviewOf({ table: resources, id: 'r1' }, () => status())
    expect(previewed).toBe(200)
    expect(await status()).toBe(404)
  })
})
