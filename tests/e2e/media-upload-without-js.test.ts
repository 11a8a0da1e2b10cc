/**
 * The media library's upload without JavaScript (issue 37): the drop zone's
 * file picker is a plain multi-file form, so three files chosen at once all
 * reach the library, and a file of a kind it does not take is refused by name.
 */
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { adminPage } from './admin'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'media upload without js password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })

const photo = (background: string) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background } })
    .png()
    .toBuffer()

test('three files chosen at once reach the library without JavaScript', async () => {
  const page = await adminPage(fixture.browser, fixture.server.url, PASSWORD, '/admin/media', {
    javaScriptEnabled: false,
  })
  const files = [
    { name: 'Dune.png', mimeType: 'image/png', buffer: await photo('gold') },
    { name: 'Lagoon.png', mimeType: 'image/png', buffer: await photo('teal') },
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
