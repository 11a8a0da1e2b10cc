/**
 * A PNG replacing a library JPEG (decision 146), against the built server: the
 * item's address takes the .png extension, the content that shows it follows,
 * and the old .jpg address, linked from elsewhere, answers with a permanent
 * redirect to the new one.
 */
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { adminPage } from './admin'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'
import { uploadLibraryImage } from './library-upload'
import { shownColour } from './shown-colour'

const PASSWORD = 'media replace type password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)

const picture = (format: 'jpeg' | 'png', background: { r: number; g: number; b: number }) => {
  const image = sharp({ create: { width: 1200, height: 800, channels: 3, background } })
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer()
}

test('a PNG replacing a JPEG moves its address to .png; pages follow; the .jpg address redirects', async () => {
  const image = await uploadLibraryImage(fixture.server, await api.cookie(), {
    name: 'Beacon.jpg',
    type: 'image/jpeg',
    bytes: await picture('jpeg', { r: 220, g: 30, b: 30 }),
  })
  expect(image.url).toMatch(/^\/uploads\/beacon-[0-9a-f]{8}\.jpg$/)
  await api.call('PATCH', `/api/media/${image.id}`, { alt: 'The beacon' })
  const created = await api.call('POST', '/api/resources', {
    title: 'Beacon ward opens',
    description: 'A news article showing a library image.',
    type: 'news-article',
    categoryId: api.categoryId,
    content: `<p><a href="${image.url}">The photo in full</a></p>`,
    imageSrc: image.url,
  })
  expect(created.status).toBe(201)
  const news = (await created.json()) as { id: string; link: string }

  const page = await adminPage(fixture.browser, fixture.server.url, PASSWORD, '/admin/media')
  const card = page
    .getByRole('list', { name: 'Media Library' })
    .getByRole('listitem')
    .filter({ hasText: 'Beacon.jpg' })
    .first()
  await card.getByLabel('Replace the image').setInputFiles({
    name: 'Beacon at night.png',
    mimeType: 'image/png',
    buffer: await picture('png', { r: 30, g: 60, b: 220 }),
  })
  await card.getByRole('button', { name: 'Replace', exact: true }).click()
  await page.getByText('Image replaced: every page that shows it now shows the new one').waitFor()
  await page.context().close()

  const pngUrl = image.url.replace(/\.jpg$/, '.png')
  const item = (await (await api.call('GET', `/api/media/${image.id}`)).json()) as { url: string }
  expect(item.url).toBe(pngUrl)
  const resource = (await (await api.call('GET', `/api/resources/${news.id}`)).json()) as {
    imageSrc: string
    content: string
  }
  expect(resource.imageSrc).toBe(pngUrl)
  expect(resource.content).toContain(`href="${pngUrl}"`)

  const served = await fetch(`${fixture.server.url}${pngUrl}`)
  expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png'])
  const old = await fetch(`${fixture.server.url}${image.url}`, { redirect: 'manual' })
  expect([old.status, old.headers.get('location')]).toEqual([301, pngUrl])

  const visitor = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const article = await visitor.newPage()
  await article.goto(`${fixture.server.url}${news.link}`)
  const cover = article.getByRole('img', { name: 'The beacon' })
  expect(await cover.getAttribute('src')).toBe(pngUrl)
  await expect.poll(() => shownColour(cover)).toBe('blue')
  await visitor.close()
})
