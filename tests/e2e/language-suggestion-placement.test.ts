/**
 * The note suggesting the page in the browser's language (issue 35) sits in
 * the page's flow, above the content, and covers none of it at any width or
 * scroll position: no heading, paragraph, list item, image, link or button of
 * the main content shares a pixel with it, and the fixed header hides none of it.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'
import { decidedConsentCookie, hydrated } from './public-tour'

const PASSWORD = 'language suggestion placement 123'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)
const NOTE = 'Cette page existe aussi en français.'

/** What the note covers: the content elements and the header it overlaps, described. */
const coveredBy = (page: Page) =>
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

describe('the language suggestion', () => {
  test('covers no content, at the top of the page or scrolled', async () => {
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
        expect(await coveredBy(page), `${width} px ${path}`).toEqual([])
        // Scrolled, the note in the flow goes up with the page; a fixed one would cover what passes under it.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
        expect(await coveredBy(page), `${width} px ${path}, scrolled`).toEqual([])
      }
      // Its button still dismisses it.
      await page.getByRole('button', { name: 'Dismiss' }).click()
      await page.getByRole('link', { name: NOTE }).waitFor({ state: 'detached' })
      await context.close()
    }
  })
})
