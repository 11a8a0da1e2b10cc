import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { testimonials, uploadedFiles } from '~/db/schema'
import { storeFor } from '~/content/hooks.server'
import { saveItem } from '~/content/save.server'
import { answerUpload } from '~/uploads/answer.server'
import { storeUploadedFile, uploadKinds } from '~/uploads/uploads.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { replaceImage } from './replace-image.server'

const picture = (format: 'png' | 'jpeg') => {
  const image = sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer()
}

describe.each(testDatabaseTargets())('replacing an image by another type on $name', (target) => {
  let handle: DatabaseHandle
  let cacheDir: string
  beforeEach(async () => {
    handle = await target.open()
    cacheDir = await mkdtemp(path.join(tmpdir(), 'replace-type-'))
  })
  afterEach(async () => {
    await handle.close()
    await rm(cacheDir, { recursive: true, force: true })
  })

  /** A library JPEG used as a published testimonial's avatar. */
  async function usedJpeg() {
    const image = await storeUploadedFile(
      handle.db,
      new File([await picture('jpeg')], 'Portrait.jpg'),
      { ...uploadKinds.image, typeMessage: 'Only images.', sizeMessage: 'Too large.' },
    )
    await handle.db.insert(testimonials).values({
      id: 'testimonial-1',
      author: 'Ada',
      quote: 'Clear.',
      avatarSrc: `/uploads/${image.filename}`,
    })
    return image
  }

  const filenameOf = async (id: string) =>
    (
      await handle.db
        .select({ filename: uploadedFiles.filename, mimeType: uploadedFiles.mimeType })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.id, id))
    )[0]!
  const avatar = async () =>
    (await handle.db.select({ avatarSrc: testimonials.avatarSrc }).from(testimonials))[0]!.avatarSrc
  const answer = (filename: string) =>
    answerUpload(handle.db, new Request(`http://site.test/uploads/${filename}`), filename, {
      cacheDir,
      isAdministrator: async () => false,
    })

  test('a PNG replacing a JPEG takes a .png address; its uses follow; the old one redirects', async () => {
    const image = await usedJpeg()
    const jpegName = image.filename
    expect(jpegName).toMatch(/^portrait-[0-9a-f]{8}\.jpg$/)

    expect(
      await replaceImage(handle.db, image.id, new File([await picture('png')], 'New.png')),
    ).toBe(true)
    const pngName = jpegName.replace(/\.jpg$/, '.png')
    expect(await filenameOf(image.id)).toEqual({ filename: pngName, mimeType: 'image/png' })
    expect(await avatar()).toBe(`/uploads/${pngName}`)

    // The new address serves the PNG to anyone (published content links to it)...
    const served = await answer(pngName)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    // ...and the old one, linked from elsewhere, redirects to it for good.
    const old = await answer(jpegName)
    expect(old.status).toBe(301)
    expect(old.headers.get('Location')).toBe(`/uploads/${pngName}`)
  })

  test('a JPEG replacing the PNG takes its .jpg address back; the .png one redirects', async () => {
    const image = await usedJpeg()
    const jpegName = image.filename
    await replaceImage(handle.db, image.id, new File([await picture('png')], 'New.png'))
    await replaceImage(handle.db, image.id, new File([await picture('jpeg')], 'Again.jpg'))
    expect(await filenameOf(image.id)).toEqual({ filename: jpegName, mimeType: 'image/jpeg' })
    expect(await avatar()).toBe(`/uploads/${jpegName}`)
    expect((await answer(jpegName)).status).toBe(200)
    const png = await answer(jpegName.replace(/\.jpg$/, '.png'))
    expect([png.status, png.headers.get('Location')]).toEqual([301, `/uploads/${jpegName}`])
  })

  test('a file of the same type keeps the address, with no redirect', async () => {
    const image = await usedJpeg()
    await replaceImage(handle.db, image.id, new File([await picture('jpeg')], 'Other.jpg'))
    expect((await filenameOf(image.id)).filename).toBe(image.filename)
    expect(await avatar()).toBe(`/uploads/${image.filename}`)
    expect((await answer(image.filename)).status).toBe(200)
  })

  test('a save naming the former address (a restored version, an API client) stores the current one', async () => {
    const image = await usedJpeg()
    const jpegName = image.filename
    await replaceImage(handle.db, image.id, new File([await picture('png')], 'New.png'))
    const pngName = jpegName.replace(/\.jpg$/, '.png')
    const saved = await saveItem(handle.db, storeFor('testimonials'), {
      id: 'testimonial-1',
      values: { author: 'Ada', quote: 'Clear.', avatarSrc: `/uploads/${jpegName}` },
      actor: 'editor',
    })
    expect(saved).toMatchObject({ status: 'saved', row: { avatarSrc: `/uploads/${pngName}` } })
    // So it still counts as a use: the picture stays public.
    expect((await answer(pngName)).status).toBe(200)
  })
})
