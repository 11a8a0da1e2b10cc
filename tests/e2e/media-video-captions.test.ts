/**
 * Videos in the back office (issue 37, acceptance 4), in real Chromium: the
 * videos list shows each video's poster as its thumbnail; a WebVTT caption
 * file uploaded to the media library and chosen in the video form is offered
 * to the public player as a <track> whose cues load; "used by" names the
 * video; a text file that is not WebVTT is refused with a clear message.
 */
import { expect, test } from 'vitest'
import { adminPage } from './admin'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'media video captions password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)
const TOUR = 'Alakin Platform Tour'

const CAPTIONS = `WEBVTT

00:00:00.000 --> 00:00:04.000
A nurse opens the pathway builder.

00:00:04.000 --> 00:00:08.000
She adds a daily questionnaire.
`

async function upload(name: string, text: string) {
  const form = new FormData()
  form.set('file', new Blob([text], { type: 'text/vtt' }), name)
  return fetch(`${fixture.server.url}/api/uploads`, {
    method: 'POST',
    headers: { cookie: await api.cookie(), Origin: fixture.server.url },
    body: form,
  })
}

test('the videos list shows thumbnails; captions chosen from the library reach the player', async () => {
  const refused = await upload('notes.vtt', 'Just some notes, not captions.')
  expect(refused.status).toBe(422)
  expect(JSON.stringify(await refused.json())).toContain('WebVTT')

  const uploaded = await upload('ward-tour.vtt', CAPTIONS)
  expect(uploaded.status).toBe(201)
  const captions = (await uploaded.json()) as { id: string; url: string; kind: string }
  expect(captions.kind).toBe('caption')
  expect(captions.url).toMatch(/^\/uploads\/ward-tour-[0-9a-f]{8}\.vtt$/)

  // The list: each video's poster as its thumbnail, loaded.
  const page = await adminPage(fixture.browser, fixture.server.url, PASSWORD, '/admin/videos')
  const row = page.getByRole('row').filter({ hasText: TOUR })
  const thumbnail = row.locator('img[src="/media/videos/platform-tour.jpg"]')
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)

  // The form: the caption file chosen by name from the library.
  await row.getByRole('link', { name: new RegExp(`Edit.*${TOUR}`) }).click()
  const select = page.getByLabel('Captions (WebVTT, from the Media Library)')
  await select.selectOption({ label: 'ward-tour.vtt' })
  await page.getByRole('button', { name: 'Update Video' }).click()
  await page.getByText('Video updated').first().waitFor()

  const used = (await (await api.call('GET', `/api/media/${captions.id}`)).json()) as {
    usedBy: Array<{ title: string; fields: string[] }>
  }
  expect(used.usedBy).toEqual([
    expect.objectContaining({
      title: TOUR,
      fields: ['Captions (WebVTT, from the Media Library)'],
    }),
  ])

  // The public player offers the file as captions, and its cues load.
  const visitor = await fixture.browser.newPage()
  await visitor.goto(`${fixture.server.url}/`)
  const track = visitor.locator(`video[aria-label="${TOUR}"] track[kind="captions"]`)
  await track.waitFor({ state: 'attached' })
  expect(await track.getAttribute('src')).toBe(captions.url)
  await track.evaluate((element: HTMLTrackElement) => {
    element.track.mode = 'hidden'
  })
  await expect
    .poll(() => track.evaluate((element: HTMLTrackElement) => element.track.cues?.length ?? 0))
    .toBe(2)
  await visitor.close()
  await page.context().close()
})
