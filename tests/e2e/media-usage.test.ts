/**
 * Where a library image is used, its replacement and its protection (issue 37,
 * decision 123), in real Chromium: the media page names every use in words
 * (a news article's cover and a link in its text, a customer logo) with a link to its
 * edit form; replacing the image keeps its address, so the public page shows
 * the new picture; deleting it for good while it is used is refused, by the
 * API (409, nothing removed) and by the page, naming where it is used.
 */
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { adminPage } from './admin'
import { axeViolations } from './browser'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'
import { shownColour } from './shown-colour'

const PASSWORD = 'media usage password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)
const SHOTS = process.env.MEDIA_USAGE_SHOTS

type Colour = { r: number; g: number; b: number }
const RED = { r: 220, g: 30, b: 30 }
const BLUE = { r: 30, g: 60, b: 220 }
const photo = (background: Colour) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer()

async function uploadPhoto(name: string, background: Colour) {
  const form = new FormData()
  form.set('file', new Blob([await photo(background)], { type: 'image/jpeg' }), name)
  const response = await fetch(`${fixture.server.url}/api/uploads`, {
    method: 'POST',
    headers: { cookie: await api.cookie(), Origin: fixture.server.url },
    body: form,
  })
  expect(response.status).toBe(201)
  const item = (await response.json()) as { id: string; url: string }
  const patched = await api.call('PATCH', `/api/media/${item.id}`, { alt: `The ${name} photo` })
  expect(patched.status).toBe(200)
  return item
}

/** A news article with the image as its cover and linked in its text (rich text takes no <img> yet), and a customer logo. */
async function useEverywhere(url: string, title: string) {
  const news = await api.call('POST', '/api/resources', {
    title,
    description: 'A news article using a library image twice.',
    type: 'news-article',
    categoryId: api.categoryId,
    content: `<p>Before.</p><p><a href="${url}">The photo in full</a></p>`,
    imageSrc: url,
  })
  expect(news.status).toBe(201)
  const logo = await api.call('POST', '/api/customer-logos', {
    name: `Clinique ${title}`,
    logoSrc: url,
  })
  expect(logo.status).toBe(201)
  return {
    news: (await news.json()) as { id: string; link: string },
    logo: (await logo.json()) as { id: string },
  }
}

const mediaCard = (page: Awaited<ReturnType<typeof adminPage>>, name: string) =>
  page
    .getByRole('list', { name: 'Media Library' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .first()

test('"used by" names each use in words, each a link to its edit form', async () => {
  const image = await uploadPhoto('Harbour.jpg', RED)
  const { news, logo } = await useEverywhere(image.url, 'Harbour clinic opens')

  const answer = (await (await api.call('GET', `/api/media/${image.id}`)).json()) as {
    usedBy: Array<{ typeName: string; title: string; fields: string[]; adminUrl: string }>
  }
  expect(answer.usedBy).toHaveLength(2)

  for (const width of [1280, 375]) {
    const page = await adminPage(fixture.browser, fixture.server.url, PASSWORD, '/admin/media', {
      width,
    })
    const card = mediaCard(page, 'Harbour.jpg')
    const uses = card.getByRole('list').filter({ hasText: 'Harbour clinic opens' })
    await uses.waitFor()
    const lines = await uses.getByRole('listitem').allInnerTexts()
    expect(lines).toHaveLength(2)
    const article = lines.find((line) => line.startsWith('News Article'))
    // The cover field and the rich text, by their form labels; never an id.
    expect(article).toMatch(/^News Article Harbour clinic opens \(.+, .+\)$/)
    expect(lines.find((line) => line.startsWith('Customer logo'))).toMatch(
      /^Customer logo Clinique Harbour clinic opens \(.+\)$/,
    )
    for (const line of lines) expect(line).not.toMatch(/resource-|logo-[a-z0-9]{6,}/)
    expect(
      await uses
        .getByRole('link', { name: 'Harbour clinic opens', exact: true })
        .getAttribute('href'),
    ).toBe(`/admin/resources/edit/${news.id}`)
    expect(
      await uses.getByRole('link', { name: 'Clinique Harbour clinic opens' }).getAttribute('href'),
    ).toBe(`/admin/customer-logos/edit/${logo.id}`)
    if (width === 1280) expect(await axeViolations(page)).toEqual([])
    else
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      )
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/used-by-${width}.png` })
    await page.context().close()
  }
})

test('replacing an image keeps its address and the public page shows the new one', async () => {
  const image = await uploadPhoto('Lighthouse.jpg', RED)
  const { news } = await useEverywhere(image.url, 'Lighthouse ward opens')
  const before = (await (await api.call('GET', `/api/media/${image.id}`)).json()) as {
    variants: Array<{ url: string }>
  }

  const visitor = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const article = await visitor.newPage()
  await article.goto(`${fixture.server.url}${news.link}`)
  const cover = article.getByRole('img', { name: 'The Lighthouse.jpg photo' })
  await expect.poll(() => shownColour(cover)).toBe('red')

  const page = await adminPage(fixture.browser, fixture.server.url, PASSWORD, '/admin/media')
  const card = mediaCard(page, 'Lighthouse.jpg')
  await card.getByLabel('Replace the image').setInputFiles({
    name: 'Lighthouse at night.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(BLUE),
  })
  await card.getByRole('button', { name: 'Replace', exact: true }).click()
  await page.getByText('Image replaced: every page that shows it now shows the new one').waitFor()

  const after = (await (await api.call('GET', `/api/media/${image.id}`)).json()) as {
    url: string
    alt: string
    usedBy: unknown[]
    variants: Array<{ url: string }>
  }
  // The same item at the same address, its alt text and uses kept; its variants made again.
  expect(after.url).toBe(image.url)
  expect(after.alt).toBe('The Lighthouse.jpg photo')
  expect(after.usedBy).toHaveLength(2)
  expect(after.variants.length).toBeGreaterThan(0)
  for (const variant of after.variants)
    expect(before.variants.map((old) => old.url)).not.toContain(variant.url)
  expect((await fetch(`${fixture.server.url}${before.variants[0]!.url}`)).status).toBe(404)

  await article.reload()
  await expect.poll(() => shownColour(cover)).toBe('blue')
  expect(await cover.getAttribute('src')).toBe(image.url)
  await visitor.close()
  await page.context().close()
})

test('deleting an image for good while it is used is refused, naming where, by the API and the page', async () => {
  const image = await uploadPhoto('Meadow.jpg', RED)
  await useEverywhere(image.url, 'Meadow day')

  const refused = await api.call('DELETE', `/api/media/${image.id}`)
  expect(refused.status).toBe(409)
  const answer = (await refused.json()) as { message: string; usedBy: unknown[] }
  expect(answer.message).toContain('News Article “Meadow day”')
  expect(answer.message).toContain('Customer logo “Clinique Meadow day”')
  expect(answer.usedBy).toHaveLength(2)
  // Nothing changed: the item, its file and its variants are all there.
  const kept = await api.call('GET', `/api/media/${image.id}`)
  expect(kept.status).toBe(200)
  const { variants } = (await kept.json()) as { variants: Array<{ url: string }> }
  for (const url of [image.url, variants[0]!.url])
    expect((await fetch(`${fixture.server.url}${url}`)).status).toBe(200)

  for (const width of [1280, 375]) {
    const page = await adminPage(fixture.browser, fixture.server.url, PASSWORD, '/admin/media', {
      width,
    })
    const card = mediaCard(page, 'Meadow.jpg')
    await card.getByRole('button', { name: 'Delete for good: Meadow.jpg' }).click()
    const alert = card.getByRole('alert')
    await alert.waitFor()
    expect(await alert.innerText()).toMatch(
      /cannot be deleted.*News Article “Meadow day” \(.+\); Customer logo “Clinique Meadow day”/,
    )
    expect(await mediaCard(page, 'Meadow.jpg').count()).toBe(1)
    if (width === 375)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      )
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/refused-${width}.png` })
    await page.context().close()
  }
  expect((await api.call('GET', `/api/media/${image.id}`)).status).toBe(200)

  // An image nothing uses goes, variants and all.
  const unused = await uploadPhoto('Unused.jpg', BLUE)
  const { variants: unusedVariants } = (await (
    await api.call('GET', `/api/media/${unused.id}`)
  ).json()) as { variants: Array<{ url: string }> }
  expect((await api.call('DELETE', `/api/media/${unused.id}`)).status).toBe(204)
  expect((await api.call('GET', `/api/media/${unused.id}`)).status).toBe(404)
  const cookie = await api.cookie()
  for (const url of [unused.url, unusedVariants[0]!.url])
    expect((await fetch(`${fixture.server.url}${url}`, { headers: { cookie } })).status).toBe(404)
})
