/**
 * A library image as a resource's cover on the public site (issue 37,
 * decision 109), in real Chromium: a news article's cover is a <picture>
 * with AVIF and WebP srcsets, the image's width, height and alt text, and
 * Chromium loads an AVIF; "used by" names the article; an image without alt
 * text (nor marked decorative) is not shown: the generated cover stays.
 */
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'
import { logInOverHttp } from './server'

const PASSWORD = 'media covers password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)

async function uploadPhoto(name: string) {
  const photo = await sharp({
    create: { width: 2000, height: 1333, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([photo], { type: 'image/jpeg' }), name)
  const cookie = await logInOverHttp(fixture.server.url, PASSWORD)
  const response = await fetch(`${fixture.server.url}/api/uploads`, {
    method: 'POST',
    headers: { cookie, Origin: fixture.server.url },
    body: form,
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string; url: string }
}

async function article(title: string, imageSrc: string) {
  const created = await api.call('POST', '/api/resources', {
    title,
    description: 'A news article with a cover.',
    type: 'news-article',
    categoryId: api.categoryId,
    content: '<p>News.</p>',
    imageSrc,
  })
  expect(created.status).toBe(201)
  return (await created.json()) as { id: string; link: string }
}

test('a news article shows its library cover as AVIF with srcset, width, height and alt', async () => {
  const photo = await uploadPhoto('Ward Round.jpg')
  const patched = await api.call('PATCH', `/api/media/${photo.id}`, {
    alt: 'A nurse and a doctor on a ward round',
    focalPoint: { x: 0.3, y: 0.6 },
  })
  expect(patched.status).toBe(200)
  const news = await article('Ward rounds go digital', photo.url)

  const used = (await (await api.call('GET', `/api/media/${photo.id}`)).json()) as {
    usedBy: Array<{ id: string; adminUrl: string }>
  }
  expect(used.usedBy).toEqual([
    expect.objectContaining({ id: news.id, adminUrl: `/admin/resources/edit/${news.id}` }),
  ])

  const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${fixture.server.url}${news.link}`)
  const image = page.getByRole('img', { name: 'A nurse and a doctor on a ward round' })
  await image.waitFor()
  expect(await image.getAttribute('width')).toBe('2000')
  expect(await image.getAttribute('height')).toBe('1333')
  expect(await image.evaluate((element: HTMLImageElement) => element.style.objectPosition)).toBe(
    '30% 60%',
  )
  const avif = page.locator('picture source[type="image/avif"]')
  const srcset = await avif.getAttribute('srcset')
  expect(srcset?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
    '480w',
    '960w',
    '1600w',
  ])
  expect(await avif.getAttribute('sizes')).toBeTruthy()
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(/\/uploads\/ward-round-[0-9a-f]{8}-(960|1600)w\.avif$/)
  const loaded = await page.request.get(
    await image.evaluate((element: HTMLImageElement) => element.currentSrc),
  )
  expect(loaded.headers()['content-type']).toBe('image/avif')

  // Without alt text, and not marked decorative, the image waits: the generated cover shows.
  const bare = await uploadPhoto('No Alt.jpg')
  const second = await article('An article whose image has no alt text', bare.url)
  await page.goto(`${fixture.server.url}${second.link}`)
  await page.locator('article, main').first().waitFor()
  expect(await page.locator(`img[src="${bare.url}"]`).count()).toBe(0)
  expect(
    await page.locator('img[src^="/media/covers/"], source[srcset*="/media/covers/"]').count(),
  ).toBeGreaterThan(0)
  await context.close()
})
