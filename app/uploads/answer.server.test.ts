import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { storeFor } from '~/content/hooks.server'
import { createPreviewLink, revokePreviewLink } from '~/content/preview.server'
import type { DatabaseHandle } from '~/db/client.server'
import { resources } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { answerUpload } from './answer.server'
import type { UploadAnswer } from './serve.server'
import { uploadKinds, storeUpload } from './uploads.server'

/** A PDF of three and a bit chunks, so reads cross chunk boundaries. */
const pdf = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...randomBytes(800_000)])
const sha256 = createHash('sha256').update(pdf).digest('hex')

describe.each(testDatabaseTargets())('serving uploads on $name', (target) => {
  let handle: DatabaseHandle
  let cacheDir: string
  let filename: string
  beforeEach(async () => {
    handle = await target.open()
    cacheDir = await mkdtemp(path.join(tmpdir(), 'upload-cache-'))
    const url = await storeUpload(handle.db, new File([pdf], 'Guide.pdf'), {
      ...uploadKinds.pdf,
      typeMessage: 'type',
      sizeMessage: 'size',
    })
    filename = url.replace('/uploads/', '')
  })
  afterEach(async () => {
    await handle.close()
    await rm(cacheDir, { recursive: true, force: true })
  })

  const linkFrom = (status: 'draft' | 'published') =>
    handle.db.insert(resources).values({
      id: 'r1',
      title: 'Guide',
      type: 'white-paper',
      description: 'A resource.',
      link: '/resources/white-papers/guide',
      pdfUrl: `/uploads/${filename}`,
      status,
    })
  const ask = (
    headers: Record<string, string> = {},
    options: { method?: string; admin?: boolean } = {},
  ) =>
    answerUpload(
      handle.db,
      new Request(`http://localhost/uploads/${filename}`, { method: options.method, headers }),
      filename,
      { cacheDir, isAdministrator: async () => options.admin ?? false },
    )
  /** The bytes an answer sends: its range of the disk copy it names. */
  const bytesOf = async ({ body }: UploadAnswer) => {
    if (!body || typeof body === 'string') throw new Error(`no file in the answer: ${body}`)
    return new Uint8Array((await readFile(body.path)).subarray(body.start, body.end + 1))
  }

  test('the whole file, a byte range of it, and 416 past its end', async () => {
    await linkFrom('published')
    const whole = await ask()
    expect(whole.status).toBe(200)
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes')
    expect(whole.headers.get('ETag')).toBe(`"${sha256}"`)
    expect(whole.headers.get('Cache-Control')).toBe('public, max-age=3600')
    expect(await bytesOf(whole)).toEqual(pdf)

    const middle = await ask({ Range: 'bytes=262140-262150' })
    expect(middle.status).toBe(206)
    expect(middle.headers.get('Content-Range')).toBe(`bytes 262140-262150/${pdf.length}`)
    expect(middle.headers.get('Content-Length')).toBe('11')
    expect(await bytesOf(middle)).toEqual(pdf.subarray(262140, 262151))

    const tail = await ask({ Range: 'bytes=-5' })
    expect(tail.status).toBe(206)
    expect(await bytesOf(tail)).toEqual(pdf.subarray(pdf.length - 5))

    const past = await ask({ Range: `bytes=${pdf.length}-` })
    expect(past.status).toBe(416)
    expect(past.headers.get('Content-Range')).toBe(`bytes */${pdf.length}`)
  })

  test('HEAD, 304 and 404 never read the bytes: they answer with the chunks out of reach', async () => {
    await linkFrom('published')
    await handle.db.execute(sql`alter table uploaded_file_chunks rename to chunks_out_of_reach`)
    const head = await ask({}, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Length')).toBe(String(pdf.length))
    expect((await ask({ 'If-None-Match': `"${sha256}"` })).status).toBe(304)
    expect((await ask({ Range: 'bytes=0-99' }, { method: 'HEAD' })).status).toBe(206)
    const unknown = await answerUpload(
      handle.db,
      new Request('http://localhost/uploads/x.pdf'),
      'x.pdf',
      {
        cacheDir,
        isAdministrator: async () => false,
      },
    )
    expect(unknown.status).toBe(404)
    // The proof that the table was out of reach: a body needs it.
    await expect(ask()).rejects.toThrow()
  })

  test('a corrupt or missing disk copy is rebuilt from the database', async () => {
    await linkFrom('published')
    expect(await bytesOf(await ask())).toEqual(pdf)
    const copy = path.join(cacheDir, sha256)
    expect(await readFile(copy)).toEqual(Buffer.from(pdf))

    await writeFile(copy, Buffer.from('%PDF-1.7 not what was uploaded'))
    expect(await bytesOf(await ask())).toEqual(pdf)
    expect(await readFile(copy)).toEqual(Buffer.from(pdf))

    await rm(copy)
    expect(await bytesOf(await ask({ Range: 'bytes=0-8' }))).toEqual(pdf.subarray(0, 9))
    expect(await readFile(copy)).toEqual(Buffer.from(pdf))
  })

  test('concurrent first requests all get the whole file, and leave one copy', async () => {
    await linkFrom('published')
    const answers = await Promise.all([ask(), ask(), ask(), ask()])
    for (const answer of answers) expect(await bytesOf(answer)).toEqual(pdf)
    expect(await readdir(cacheDir)).toEqual([sha256])
  })

  test('a file only a draft links to: 404, then 200 through a live preview link, 404 once revoked', async () => {
    await linkFrom('draft')
    expect((await ask()).status).toBe(404)
    expect((await ask({}, { admin: true })).status).toBe(200)

    const store = storeFor('resources')
    const link = await createPreviewLink(handle.db, store, 'r1', 'editor')
    const cookie = { Cookie: `alakin_preview_x=${link.url.replace('/preview/', '')}` }
    const previewed = await ask(cookie)
    expect(previewed.status).toBe(200)
    expect(previewed.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await bytesOf(previewed)).toEqual(pdf)

    await revokePreviewLink(handle.db, store, 'r1', link.id, 'editor')
    expect((await ask(cookie)).status).toBe(404)
  })
})
