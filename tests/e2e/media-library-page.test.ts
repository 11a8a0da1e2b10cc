/**
 * The media library page (issue 37, decision 110) in real Chromium: several
 * images uploaded at once with a progress bar each, alt text and a focal
 * point set by clicking the image, search by alt text, and the list at
 * 375 px without sideways scrolling. Without JavaScript, the drop zone's file
 * picker is a plain multi-file form, so three files chosen at once all reach
 * the library, and a file of a kind it does not take is refused by name.
 */
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { adminPage } from './admin'
import { axeViolations } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'media library page password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const open = (width = 1280) =>
  adminPage(fixture.browser, fixture.server.url, PASSWORD, '/admin/media', { width })

const photo = (background: string) =>
  sharp({ create: { width: 800, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer()

test('several images uploaded at once, then alt text and a focal point set by a click', async () => {
  const page = await open()
  const names = ['Harbour.jpg', 'Meadow.jpg', 'Studio.jpg']
  await page.locator('input[type="file"]').setInputFiles(
    await Promise.all(
      names.map(async (name, index) => ({
        name,
        mimeType: 'image/jpeg',
        buffer: await photo(['navy', 'green', 'orange'][index]!),
      })),
    ),
  )
  for (const name of names)
    await expect.poll(() => page.getByRole('progressbar', { name }).count()).toBe(1)
  await expect.poll(() => page.getByText(/: done$/).count(), { timeout: 60_000 }).toBe(names.length)
  const library = page.getByRole('list', { name: 'Media Library' })
  for (const name of names) await library.getByRole('link', { name }).waitFor()

  const card = library.getByRole('listitem').filter({ hasText: 'Meadow.jpg' })
  await card.getByLabel('Alt text', { exact: true }).fill('A meadow at dawn')
  const image = card.getByRole('button', { name: 'Focal point (click the image)' })
  const box = (await image.boundingBox())!
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.25)
  await expect.poll(() => card.getByRole('spinbutton', { name: 'X' }).inputValue()).toBe('75')
  await card.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Media item saved').waitFor()

  const items = (await (
    await page.request.get(`${fixture.server.url}/api/media?q=meadow`, {
      headers: { Origin: fixture.server.url },
    })
  ).json()) as Array<{ alt: string; focalPoint: { x: number; y: number } }>
  expect(items).toHaveLength(1)
  expect(items[0]!.alt).toBe('A meadow at dawn')
  expect(items[0]!.focalPoint.x).toBeCloseTo(0.75, 1)
  expect(items[0]!.focalPoint.y).toBeCloseTo(0.25, 1)

  await page.getByLabel('Search by name, alt text or caption').fill('meadow at dawn')
  await page.getByRole('button', { name: 'Filter' }).click()
  await page.waitForURL(/q=meadow/)
  await expect.poll(() => library.getByRole('listitem').count()).toBe(1)
  expect(await axeViolations(page)).toEqual([])
  await page.context().close()

  const phone = await open(375)
  await phone.getByRole('list', { name: 'Media Library' }).waitFor()
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await phone.context().close()
})

const pngPhoto = (background: string) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background } })
    .png()
    .toBuffer()

test('three files chosen at once reach the library without JavaScript', async () => {
  const page = await adminPage(fixture.browser, fixture.server.url, PASSWORD, '/admin/media', {
    javaScriptEnabled: false,
  })
  const files = [
    { name: 'Dune.png', mimeType: 'image/png', buffer: await pngPhoto('gold') },
    { name: 'Lagoon.png', mimeType: 'image/png', buffer: await pngPhoto('teal') },
    {
      name: 'Ward tour.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHello.\n'),
    },
  ]
  await page.locator('input[type="file"][name="files"]').setInputFiles(files)
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const library = page.getByRole('list', { name: 'Media Library' })
  for (const { name } of files) await library.getByText(name).first().waitFor()

  await page
    .locator('input[type="file"][name="files"]')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') }])
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'notes.txt' })
  await alert.waitFor()
  expect(await alert.innerText()).toMatch(
    /Files added to the library: 0\s+notes\.txt: Only PDF files, PNG, JPEG or WebP images, or WebVTT/,
  )
  await page.context().close()
})
