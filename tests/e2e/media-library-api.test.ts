/**
 * The media library over HTTP (issue 37, decisions 107 and 108), on the built
 * server: an image uploaded through the API answers its library item with
 * AVIF and WebP variants; alt text and focal point are set with PATCH; "used
 * by" follows the content; a variant is public only while published content
 * uses its image, and carries no metadata.
 */
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { serverAndBrowserPerFile } from './fixtures'
import { logInOverHttp } from './server'

const PASSWORD = 'media library api password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const url = (path: string) => `${fixture.server.url}${path}`

interface Item {
  id: string
  kind: string
  url: string
  width: number
  height: number
  alt: string
  focalPoint: { x: number; y: number }
  uploadedBy: string
  usedBy: Array<{ type: string; id: string; title: string; adminUrl: string; fields: string[] }>
  variants: Array<{ format: string; width: number; url: string }>
}

test('an uploaded photo becomes a library item with variants, alt text, focal point and its uses', async () => {
  const cookie = await logInOverHttp(fixture.server.url, PASSWORD)
  const staff = { cookie, Origin: fixture.server.url }
  const photo = await sharp({
    create: { width: 2000, height: 1333, channels: 3, background: { r: 20, g: 110, b: 130 } },
  })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([photo], { type: 'image/jpeg' }), 'Clinic Team.jpg')
  const uploaded = await fetch(url('/api/uploads'), { method: 'POST', headers: staff, body: form })
  expect(uploaded.status).toBe(201)
  const item = (await uploaded.json()) as Item & { path: string }
  expect(item).toMatchObject({ kind: 'image', width: 2000, height: 1333, alt: '', usedBy: [] })
  expect(item.url).toBe(item.path)
  expect(item.uploadedBy).toBe('admin')
  expect(item.variants.map((variant) => `${variant.format}@${variant.width}`)).toEqual([
    'avif@480',
    'avif@960',
    'avif@1600',
    'webp@480',
    'webp@960',
    'webp@1600',
  ])

  // The library lists it, finds it by name, and leaves it out of the PDFs; anonymous callers get nothing.
  const list = async (query: string) =>
    ((await (await fetch(url(`/api/media${query}`), { headers: staff })).json()) as Item[]).map(
      (entry) => entry.id,
    )
  expect(await list('')).toContain(item.id)
  expect(await list('?q=clinic%20team')).toEqual([item.id])
  expect(await list('?kind=pdf')).not.toContain(item.id)
  expect((await fetch(url('/api/media'))).status).toBe(401)
  expect((await fetch(url('/api/media?kind=gif'), { headers: staff })).status).toBe(400)

  const patch = (id: string, body: unknown) =>
    fetch(url(`/api/media/${id}`), {
      method: 'PATCH',
      headers: { ...staff, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const changed = await patch(item.id, {
    alt: 'Three nurses at a desk',
    focalPoint: { x: 0.25, y: 0.4 },
  })
  expect(changed.status).toBe(200)
  expect(await changed.json()).toMatchObject({
    alt: 'Three nurses at a desk',
    focalPoint: { x: 0.25, y: 0.4 },
  })
  const refused = await patch(item.id, { focalPoint: { x: 2, y: 0 } })
  expect(refused.status).toBe(422)
  expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
    'focalPoint.x',
  )
  expect((await patch('upload-none', { alt: 'x' })).status).toBe(404)
  expect((await patch(item.id, { alt: 'x', width: 3 })).status).toBe(422)

  // Nothing published uses it yet: the variant is not public.
  const avif = item.variants.find((variant) => variant.format === 'avif' && variant.width === 480)!
  expect((await fetch(url(avif.url))).status).toBe(404)

  const logo = await fetch(url('/api/customer-logos'), {
    method: 'POST',
    headers: { ...staff, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Clinic Team',
      logoSrc: item.url,
      alt: 'Clinic Team',
      status: 'published', // an API create is a draft otherwise (decision 096)
    }),
  })
  expect(logo.status).toBe(201)
  const { id: logoId } = (await logo.json()) as { id: string }
  const used = (await (
    await fetch(url(`/api/media/${item.id}`), { headers: staff })
  ).json()) as Item
  expect(used.usedBy).toEqual([
    {
      type: 'customer-logos',
      id: logoId,
      title: 'Clinic Team',
      // In words (decision 123): the kind of item and the fields that hold the link.
      typeName: 'Customer logo',
      fields: ['Logo URL', 'Logo Path'],
      inTrash: false,
      adminUrl: `/admin/customer-logos/edit/${logoId}`,
    },
  ])

  const served = await fetch(url(avif.url))
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/avif')
  const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
  expect([metadata.width, metadata.height, metadata.exif]).toEqual([480, 320, undefined])
})
