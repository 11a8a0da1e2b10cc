import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { uploadedFiles } from '~/db/schema'
import { readChunks } from '~/uploads/chunks.server'
import { storeUploadedFile, uploadKinds, UploadError } from '~/uploads/uploads.server'
import { testDatabaseTargets } from '../../tests/utils/databases'

const rules = {
  ...uploadKinds.image,
  typeMessage: 'Only images.',
  sizeMessage: 'Too large.',
}

/** A photo as a phone makes it: EXIF with a GPS position. */
const photoWithGps = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 140 } } })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .jpeg()
    .toBuffer()

async function bytesOf(db: DatabaseHandle['db'], id: string) {
  const pieces: Uint8Array[] = []
  for await (const chunk of readChunks(db, id)) pieces.push(chunk)
  return Buffer.concat(pieces)
}

describe.each(testDatabaseTargets())('images made on upload on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(async () => {
    await handle.close()
  })

  test('a photo gets AVIF and WebP variants at 480, 960 and 1600, and no output keeps its GPS position', async () => {
    const input = await photoWithGps(2000, 1500)
    expect((await sharp(input).metadata()).exif).toBeDefined()
    const { id } = await storeUploadedFile(handle.db, new File([input], 'Trip.JPG'), rules)
    const rows = await handle.db.select().from(uploadedFiles)
    const image = rows.find((row) => row.id === id)!
    expect(image).toMatchObject({ width: 2000, height: 1500, mimeType: 'image/jpeg' })
    expect(image.completedAt).not.toBeNull()
    const variants = rows.filter((row) => row.variantOf === id)
    expect(variants.map((row) => `${row.mimeType} ${row.width}x${row.height}`).sort()).toEqual([
      'image/avif 1600x1200',
      'image/avif 480x360',
      'image/avif 960x720',
      'image/webp 1600x1200',
      'image/webp 480x360',
      'image/webp 960x720',
    ])
    for (const row of [image, ...variants]) {
      const bytes = await bytesOf(handle.db, row.id)
      expect(bytes.byteLength).toBe(row.size)
      const metadata = await sharp(bytes).metadata()
      expect(metadata.width).toBe(row.width)
      expect(metadata.exif, row.filename).toBeUndefined()
      expect(metadata.xmp, row.filename).toBeUndefined()
    }
  })

  test('a small image is never enlarged, and a CMYK one comes out in sRGB', async () => {
    const cmyk = await sharp({
      create: { width: 300, height: 200, channels: 3, background: 'teal' },
    })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer()
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk')
    const { id } = await storeUploadedFile(handle.db, new File([cmyk], 'print.jpg'), rules)
    const variants = await handle.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.variantOf, id))
    expect(variants.map((row) => row.width)).toEqual([300, 300])
    expect((await sharp(await bytesOf(handle.db, id)).metadata()).space).toBe('srgb')
  })

  test('a decompression bomb and an animated image are refused with a clear message, storing nothing', async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: 'white' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.byteLength).toBeLessThan(rules.maxBytes)
    await expect(storeUploadedFile(handle.db, new File([bomb], 'bomb.png'), rules)).rejects.toThrow(
      new UploadError(
        'This image is too large once opened (more than 40 megapixels): reduce its dimensions and upload it again.',
      ),
    )
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer()
    const animated = await sharp([await frame('red'), await frame('blue')], {
      join: { animated: true },
    })
      .webp({ loop: 0 })
      .toBuffer()
    await expect(
      storeUploadedFile(handle.db, new File([animated], 'moving.webp'), rules),
    ).rejects.toThrow(/Animated images are not supported/)
    expect(await handle.db.select().from(uploadedFiles)).toEqual([])
  })
})
