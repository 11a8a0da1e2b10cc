/**
 * Issue 36, acceptance 3: a page's search-engine fields edited in French in
 * /admin/site-copy (title, description, social image) appear, once published,
 * in /fr/pricing's title, description, Open Graph and Twitter tags and JSON-LD,
 * and date its sitemap entry; the English page is unchanged. The length
 * counters and the search-result preview follow the typing at 375 and 1280 px.
 */
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { adminPage } from './admin'
import { recordPageErrors } from './browser'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'site copy seo password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)

const TITLE = 'Tarifs Alakin : des offres simples pour la santé numérique'
const DESCRIPTION =
  'Des offres claires pour la plateforme no-code de santé numérique Alakin : Starter, Professional et Enterprise, à l’année ou au mois.'
const IMAGE = '/media/product/care-plan-builder.png'
const LONG_TITLE = `${TITLE} et pour toutes les équipes de soins`
const ENGLISH_TITLE = 'Pricing | Alakin'

const count = (page: Page, field: string) =>
  page.locator(`[data-seo-count="${field}"]`).textContent()
const preview = (page: Page, part: 'title' | 'description') =>
  page.locator(`[data-seo-preview-${part}]`).textContent()

/** The head of a page as served: its title and the content of each meta tag and its JSON-LD. */
async function headOf(path: string) {
  const html = await (await fetch(`${fixture.server.url}${path}`)).text()
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1]
  const pageData = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string })
    .find((data) => data['@type'] === 'WebPage')
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogImage: meta('property', 'og:image'),
    twitterTitle: meta('name', 'twitter:title'),
    twitterDescription: meta('name', 'twitter:description'),
    pageData,
  }
}

const decode = (text: string | undefined) =>
  text
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')

async function typeAndSee(page: Page) {
  await page.getByLabel('Title', { exact: true }).fill('Tarifs')
  await expect.poll(() => count(page, 'title')).toBe('6 characters (50–60 advised) · Too short')
  await page.getByLabel('Title', { exact: true }).fill(LONG_TITLE)
  await expect.poll(() => count(page, 'title')).toContain('· Too long: search engines cut it')
  // Cut at a word before 60 characters, with "…", as a result page does.
  await expect.poll(() => preview(page, 'title')).toMatch(/ …$/)
  const shownTitle = (await preview(page, 'title'))!.replace(/ …$/, '')
  expect(LONG_TITLE.startsWith(`${shownTitle} `)).toBe(true)
  expect([...shownTitle].length).toBeLessThan(60)
  await page.getByLabel('Title', { exact: true }).fill(TITLE)
  await expect
    .poll(() => count(page, 'title'))
    .toBe(`${[...TITLE].length} characters (50–60 advised) · Good length`)
  await expect.poll(() => preview(page, 'title')).toBe(TITLE)
  await page.getByLabel('Description', { exact: true }).fill(DESCRIPTION)
  await expect
    .poll(() => count(page, 'description'))
    .toBe(`${[...DESCRIPTION].length} characters (120–160 advised) · Good length`)
  await expect.poll(() => preview(page, 'description')).toBe(DESCRIPTION)
  // The panel fits the screen: nothing wider than the viewport.
  const width = page.viewportSize()!.width
  const box = await page.locator('[data-seo-panel]').boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(width)
}

test('French title and description of /fr/pricing reach its head and sitemap, not the English page', async () => {
  expect((await api.call('PATCH', '/api/languages/fr', { active: true })).status).toBe(200)
  const before = await headOf('/pricing')
  expect(before.title).toBe(ENGLISH_TITLE)
  expect((await headOf('/fr/pricing')).title).not.toBe(TITLE)

  // The counters and the preview on a phone.
  const phone = await adminPage(
    fixture.browser,
    fixture.server.url,
    PASSWORD,
    '/admin/site-copy?lang=fr&page=pricing',
    { width: 375 },
  )
  await typeAndSee(phone)
  await phone.context().close()

  // A marketer on the English page picks French: the page switches at once, no button to find.
  const editor = await adminPage(
    fixture.browser,
    fixture.server.url,
    PASSWORD,
    '/admin/site-copy?lang=en&page=pricing',
  )
  await editor.getByLabel('Language').selectOption({ label: 'French' })
  await expect.poll(() => new URL(editor.url()).searchParams.get('lang')).toBe('fr')
  expect(new URL(editor.url()).searchParams.get('page')).toBe('pricing')
  // Each text is named in words, and opens the page in the language being edited.
  const titleEntry = editor.locator('li[data-copy-key="pricing:meta.title"]')
  await expect
    .poll(() => titleEntry.locator('[data-copy-label]').textContent())
    .toBe('Meta › Title')
  await expect.poll(() => titleEntry.getByRole('link').getAttribute('href')).toBe('/fr/pricing')
  expect(await editor.getByLabel('Text Meta › Title').count()).toBe(1)
  await typeAndSee(editor)
  // An image from another host is refused and nothing is saved.
  await editor.getByLabel('Social image').fill('https://images.example/x.png')
  await editor.getByLabel('Social image').evaluate((input) => input.removeAttribute('pattern'))
  await editor.getByRole('button', { name: 'Save search-engine drafts' }).click()
  await expect
    .poll(() => editor.locator('[data-seo-panel] [role="alert"]').textContent(), {
      timeout: 15_000,
    })
    .toContain('a path starting with /uploads/ or /media/')
  const drafts = async () =>
    (
      (await (await api.call('GET', '/api/copy?locale=fr')).json()) as Array<{
        key: string
        pending: boolean
      }>
    )
      .filter((row) => row.key.startsWith('pricing:meta.') && row.pending)
      .map((row) => row.key)
  expect(await drafts()).toEqual([])

  await editor.getByLabel('Social image').fill(IMAGE)
  await editor.getByRole('button', { name: 'Save search-engine drafts' }).click()
  await expect
    .poll(() => drafts(), { timeout: 15_000 })
    .toEqual(['pricing:meta.title', 'pricing:meta.description'])
  // The page has come back from the save (the panel marks the drafts) before the publish.
  const draftMark = () =>
    editor.locator('[data-seo-panel]').getByText('Draft', { exact: true }).count()
  await expect.poll(draftMark, { timeout: 15_000 }).toBe(1)
  await editor.getByRole('button', { name: 'Publish this page' }).click()
  await expect.poll(() => drafts(), { timeout: 15_000 }).toEqual([])
  await expect
    .poll(async () => (await headOf('/fr/pricing')).title, { timeout: 15_000 })
    .toBe(TITLE)

  const origin = fixture.server.url
  const french = await headOf('/fr/pricing')
  expect({
    ...french,
    title: decode(french.title),
    description: decode(french.description),
    ogTitle: decode(french.ogTitle),
    ogDescription: decode(french.ogDescription),
    twitterTitle: decode(french.twitterTitle),
    twitterDescription: decode(french.twitterDescription),
  }).toEqual({
    title: TITLE,
    description: DESCRIPTION,
    ogTitle: TITLE,
    ogDescription: DESCRIPTION,
    ogImage: expect.stringMatching(new RegExp(`${IMAGE.replace(/\./g, '\\.')}$`)),
    twitterTitle: TITLE,
    twitterDescription: DESCRIPTION,
    pageData: expect.objectContaining({
      name: TITLE,
      description: DESCRIPTION,
      inLanguage: 'fr',
      image: expect.stringMatching(new RegExp(`${IMAGE.replace(/\./g, '\\.')}$`)),
    }),
  })
  expect(await headOf('/pricing')).toEqual(before)

  // The browser keeps the published head when it hydrates (no mismatch).
  const visitor = await fixture.browser.newPage()
  const errors = recordPageErrors(visitor)
  await visitor.goto(`${origin}/fr/pricing`)
  await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === 'yes', null, {
    timeout: 30_000,
  })
  expect(await visitor.title()).toBe(TITLE)
  expect(errors).toEqual([])
  await visitor.close()

  // The sitemap dates the French page by the publish; the English one has no copy change.
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const entryOf = (path: string) =>
    new RegExp(`<url><loc>[^<]*${path}</loc>(<lastmod>[^<]*</lastmod>)?`).exec(sitemap)
  expect(entryOf('/fr/pricing')?.[1]).toMatch(/<lastmod>\d{4}-/)
  expect(entryOf('(?<!/fr)/pricing')?.[1]).toBeUndefined()
  await editor.context().close()
}, 180_000)
