/**
 * One library image used three ways by a news article (issue 37, acceptance 1),
 * in real Chromium: as its cover (the card's image too) and inside its text,
 * inserted from the library with the editor's "Insert image". The public page
 * shows the text's image as a responsive <picture> (AVIF and WebP srcsets, the
 * image's width, height and alt text, lazy); "used by" names both fields;
 * replacing the image changes the cover, the card and the text's image; and
 * deleting it for good while used is refused, naming the article.
 */
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { adminPage } from './admin'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'
import { shownColour } from './shown-colour'

const PASSWORD = 'media rich text password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)

type Colour = { r: number; g: number; b: number }
const photo = (background: Colour) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer()
const RED = { r: 220, g: 30, b: 30 }
const BLUE = { r: 30, g: 60, b: 220 }
const ALT = 'A nurse at the new ward’s bedside'
const TITLE = 'The new ward opens its doors'

test('an image as cover, card image and inside the text: used by, replaced, kept while used', async () => {
  const form = new FormData()
  form.set('file', new Blob([await photo(RED)], { type: 'image/jpeg' }), 'Bedside.jpg')
  const uploaded = await fetch(`${fixture.server.url}/api/uploads`, {
    method: 'POST',
    headers: { cookie: await api.cookie(), Origin: fixture.server.url },
    body: form,
  })
  expect(uploaded.status).toBe(201)
  const image = (await uploaded.json()) as { id: string; url: string }
  expect((await api.call('PATCH', `/api/media/${image.id}`, { alt: ALT })).status).toBe(200)

  // The article, made in the back office: the image is its cover and, from the library, in its text.
  const editorPage = await adminPage(
    fixture.browser,
    fixture.server.url,
    PASSWORD,
    '/admin/resources/new?type=news-article',
  )
  await editorPage.getByLabel('Title', { exact: true }).fill(TITLE)
  await editorPage.getByLabel('Description', { exact: true }).fill('A ward with a view.')
  await editorPage.getByLabel('Category').selectOption({ label: 'AI' })
  const editor = editorPage.getByRole('textbox', { name: 'Content', exact: true })
  await editor.locator('xpath=self::*[@contenteditable="true"]').waitFor()
  await editor.fill('The ward opened on Monday.')
  await editorPage.getByRole('button', { name: 'Insert image' }).click()
  const picker = editorPage.getByRole('dialog', { name: 'Insert an image from the library' })
  await picker.getByRole('button', { name: /Bedside\.jpg/ }).click()
  await picker.waitFor({ state: 'hidden' })
  await editor.locator(`img[src="${image.url}"][alt="${ALT}"]`).waitFor()
  await editorPage.getByLabel('Image URL', { exact: true }).fill(image.url)
  await editorPage.getByRole('button', { name: 'Create Resource' }).click()
  await editorPage.getByText('Resource created', { exact: true }).waitFor()

  const resources = (await (await fetch(`${fixture.server.url}/api/resources`)).json()) as Array<{
    id: string
    title: string
    link: string
  }>
  const news = resources.find((resource) => resource.title === TITLE)!
  expect(news).toBeDefined()

  // The public page: the text's image is the library's responsive picture, lazy, with its alt text.
  const visitor = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const article = await visitor.newPage()
  await article.goto(`${fixture.server.url}${news.link}`)
  const inText = article.locator('.rich-text picture img')
  await inText.waitFor({ state: 'attached' })
  expect(await inText.getAttribute('src')).toBe(image.url)
  expect(await inText.getAttribute('alt')).toBe(ALT)
  expect(await inText.getAttribute('width')).toBe('1200')
  expect(await inText.getAttribute('height')).toBe('800')
  expect(await inText.getAttribute('loading')).toBe('lazy')
  const avif = article.locator('.rich-text picture source[type="image/avif"]')
  expect(await avif.getAttribute('srcset')).toMatch(/^\/uploads\/\S+\.avif 480w/)
  expect(await avif.getAttribute('sizes')).toBeTruthy()
  await inText.scrollIntoViewIfNeeded()
  await expect
    .poll(() => inText.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(/\.avif$/)
  const cover = article.locator('picture img').first()
  expect(await cover.getAttribute('alt')).toBe(ALT)
  await expect.poll(() => shownColour(inText)).toBe('red')

  // The card on the resource library shows the same image.
  const library = await visitor.newPage()
  await library.goto(`${fixture.server.url}/resources`)
  const card = library.locator(`img[src="${image.url}"]`).first()
  await card.waitFor({ state: 'attached' })
  expect(await card.getAttribute('alt')).toBe(ALT)

  // "Used by": the article, once, by its two fields.
  const used = (await (await api.call('GET', `/api/media/${image.id}`)).json()) as {
    usedBy: Array<{ id: string; fields: string[] }>
  }
  expect(used.usedBy).toEqual([
    expect.objectContaining({ id: news.id, fields: ['Image URL', 'Content'] }),
  ])
  const media = await adminPage(fixture.browser, fixture.server.url, PASSWORD, '/admin/media')
  const item = media
    .getByRole('list', { name: 'Media Library' })
    .getByRole('listitem')
    .filter({ hasText: 'Bedside.jpg' })
    .first()
  await item.getByText(`News Article ${TITLE} (Image URL, Content)`).waitFor()

  // Replaced in the library: the cover, the card and the text's image all follow.
  await item.getByLabel('Replace the image').setInputFiles({
    name: 'Bedside at night.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(BLUE),
  })
  await item.getByRole('button', { name: 'Replace', exact: true }).click()
  await media.getByText('Image replaced: every page that shows it now shows the new one').waitFor()
  await article.reload()
  await inText.scrollIntoViewIfNeeded()
  await expect.poll(() => shownColour(inText)).toBe('blue')
  await expect.poll(() => shownColour(cover)).toBe('blue')
  await library.reload()
  await card.scrollIntoViewIfNeeded()
  await expect.poll(() => shownColour(card)).toBe('blue')

  // Deleting it for good while used is refused, naming the article.
  await item.getByRole('button', { name: 'Delete for good: Bedside.jpg' }).click()
  const alert = item.getByRole('alert')
  await alert.waitFor()
  expect(await alert.innerText()).toMatch(/cannot be deleted.*News Article “The new ward opens/)
  expect((await api.call('GET', `/api/media/${image.id}`)).status).toBe(200)

  await visitor.close()
  await media.context().close()
  await editorPage.context().close()
})
