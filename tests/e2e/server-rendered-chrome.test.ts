/**
 * Chrome the browser keeps as the server rendered it (decision 144): the
 * footer's brand, links, contact and copyright, and the cookie banner's text
 * and its form without JavaScript. Their words are in none of the page's
 * scripts; what the visitor sees is the same after hydration, after a visit to
 * another page through the footer's links (in the app, without loading a new
 * document) and after an error page replaced the page; the language
 * suggestion's note is fetched only for a visitor it speaks to, and sits in
 * the page's flow, above the content, covering none of it at any width or
 * scroll position (issue 35): no heading, paragraph, list item, image, link or
 * button of the main content shares a pixel with it, and the fixed header
 * hides none of it.
 */
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { recordPageErrors, resourceLoaded } from './browser'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'
import { decidedConsentCookie, hydrated, loadedScripts, openPublicPage } from './public-tour'

const PASSWORD = 'server rendered chrome 123'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)

const openPage = (path: string, options?: Parameters<typeof openPublicPage>[3]) =>
  openPublicPage(fixture.browser, fixture.server.url, path, options)
const footerText = (page: Page) => page.locator('footer').innerText()

test('the footer’s columns and the cookie banner’s text are the server’s: in no script, unchanged by hydration', async () => {
  const { page, errors } = await openPage('/pricing', { decided: false })
  const footer = await footerText(page)
  const banner = await page.locator('#cookie-banner').innerText()
  await hydrated(page)
  expect(await footerText(page)).toBe(footer)
  expect(await page.locator('#cookie-banner').innerText()).toBe(banner)
  // The banner's Preferences became the button that opens the modal.
  await page.locator('#cookie-banner').getByRole('button', { name: 'Preferences' }).waitFor()

  const kept = [
    await page.locator('footer p').first().innerText(),
    await page.locator('footer nav[aria-labelledby="footer-quick-links"] h2').innerText(),
    await page.locator('#cookie-banner h2').innerText(),
    await page.locator('#cookie-banner p span').last().innerText(),
  ]
  expect(kept[0]!.length).toBeGreaterThan(40)
  for (const source of await loadedScripts(page))
    for (const words of kept) expect(source.includes(words), words).toBe(false)
  expect(errors).toEqual([])
  await page.context().close()
})

test('a footer link leads to its page in the app, and the footer stays as it was, an error page included', async () => {
  const { page, errors } = await openPage('/pricing')
  await hydrated(page)
  const footer = await footerText(page)
  let documents = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents++
  })

  await page.locator('footer').getByRole('link', { name: 'Platform' }).click()
  await page.waitForURL(`${fixture.server.url}/platform`)
  await page.locator('main h1').filter({ hasText: 'Everything you need to build' }).waitFor()
  expect(await footerText(page)).toBe(footer)
  expect(documents).toBe(0)

  // A page that cannot be fetched: the error page, in the same chrome.
  await page.route(`${fixture.server.url}/terms`, (route) => route.abort('connectionreset'))
  await page.locator('footer a[href="/terms"]').first().click()
  await page.getByText('Something went wrong').waitFor()
  expect(await footerText(page)).toBe(footer)
  expect(documents).toBe(0)
  expect(errors.filter((error) => !error.includes('ERR_CONNECTION_RESET'))).toEqual([])
  await page.context().close()
})

test('the language suggestion’s note is fetched only for a visitor whose browser prefers another language', async () => {
  const english = await openPage('/pricing', { locale: 'en-GB' })
  await hydrated(english.page)
  expect(await resourceLoaded(english.page, 'language-suggestion-note')).toBe(false)
  for (const source of await loadedScripts(english.page))
    expect(source.includes('Cette page existe aussi')).toBe(false)
  await english.page.context().close()

  expect((await api.call('PATCH', '/api/languages/fr', { active: true })).status).toBe(200)
  const french = await openPage('/pricing', { locale: 'fr-FR' })
  const note = french.page.getByRole('link', { name: 'Cette page existe aussi en français.' })
  await note.waitFor()
  expect(await note.getAttribute('href')).toBe('/fr/pricing')
  await french.page.getByRole('button', { name: 'Dismiss' }).click()
  await note.waitFor({ state: 'detached' })
  expect(french.errors).toEqual([])
  await french.page.context().close()
})

test('the pricing page’s logo carousel fetches its sliding when the visitor reaches for it', async () => {
  const { page, errors } = await openPage('/pricing')
  await hydrated(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.locator('#customers').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  expect(await resourceLoaded(page, 'logo-carousel-engine')).toBe(false)
  for (const source of await loadedScripts(page))
    expect(source.includes('containScroll')).toBe(false)

  await page.getByRole('region', { name: 'Customer logos' }).hover()
  await expect.poll(() => resourceLoaded(page, 'logo-carousel-engine')).toBe(true)
  expect(errors).toEqual([])
  await page.context().close()
})

test('the mobile menu’s panel comes when the visitor reaches for the toggle, or as the server rendered it when it cannot', async () => {
  for (const blocked of [false, true]) {
    const context = await fixture.browser.newContext({ viewport: { width: 375, height: 812 } })
    await context.addCookies([decidedConsentCookie(fixture.server.url)])
    const page = await context.newPage()
    const errors = recordPageErrors(page)
    if (blocked) await page.route(/mobile-panel-[^/]*\.js$/, (route) => route.abort('failed'))
    await page.goto(`${fixture.server.url}/pricing`, { waitUntil: 'networkidle' })
    await hydrated(page)
    expect(await resourceLoaded(page, 'mobile-panel')).toBe(false)
    if (!blocked)
      for (const source of await loadedScripts(page))
        expect(source.includes('Digital Health Startups')).toBe(false)

    await page.getByRole('button', { name: 'Toggle menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.getByRole('link', { name: 'Company' }).click()
    await page.waitForURL(`${fixture.server.url}/about`)
    await expect.poll(() => menu.count()).toBe(0)
    if (!blocked) expect(errors).toEqual([])
    await context.close()
  }
})

const NOTE = 'Cette page existe aussi en français.'

/** What the language suggestion's note covers: the content elements and the header it overlaps, described. */
const coveredByNote = (page: Page) =>
  page.evaluate((noteText) => {
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === noteText)
    const note = link?.closest('section, aside')
    if (!note) return ['no note']
    const box = note.getBoundingClientRect()
    const overlaps = (other: DOMRect) =>
      other.width > 0 &&
      other.height > 0 &&
      box.left < other.right &&
      other.left < box.right &&
      box.top < other.bottom &&
      other.top < box.bottom
    const content = [
      ...document.querySelectorAll('main :is(h1, h2, h3, p, li, img, video, a, button)'),
    ].filter((element) => !note.contains(element))
    const covered = content
      .filter((element) => overlaps(element.getBoundingClientRect()))
      .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`)
    // The fixed header hides none of the note's own content (its link and button) in view.
    const header = document.querySelector('header')!.getBoundingClientRect()
    const hidden = [...note.querySelectorAll('a, button')].filter((element) => {
      const { top, bottom } = element.getBoundingClientRect()
      return bottom > 0 && top < header.bottom
    })
    return [...covered, ...hidden.map((element) => `under the header: ${element.tagName}`)]
  }, NOTE)

test('the language suggestion covers no content, at the top of the page or scrolled', async () => {
  expect((await api.call('PATCH', '/api/languages/fr', { active: true })).status).toBe(200)
  for (const width of [375, 1280]) {
    const context = await fixture.browser.newContext({
      viewport: { width, height: width < 640 ? 812 : 900 },
      locale: 'fr-FR',
    })
    await context.addCookies([decidedConsentCookie(fixture.server.url)])
    const page = await context.newPage()
    for (const path of ['/', '/privacy']) {
      await page.goto(`${fixture.server.url}${path}`)
      await hydrated(page)
      await page.getByRole('link', { name: NOTE }).waitFor()
      expect(await coveredByNote(page), `${width} px ${path}`).toEqual([])
      // Scrolled, the note in the flow goes up with the page; a fixed one would cover what passes under it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
      expect(await coveredByNote(page), `${width} px ${path}, scrolled`).toEqual([])
    }
    // Its button still dismisses it.
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await page.getByRole('link', { name: NOTE }).waitFor({ state: 'detached' })
    await context.close()
  }
})
