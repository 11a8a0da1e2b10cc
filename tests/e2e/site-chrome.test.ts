/**
 * The chrome of every public page (public pages issue): the navigation bar
 * (glass after 10 px, dropdown delays, mobile menu, same-page hash scrolling),
 * the footer, and the cookie banner and 'Cookie Preferences' modal, with and
 * without JavaScript; axe on the open menus and modal.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { parseConsent } from '~/cookies/consent'
import { afterNextFrames, axeViolations, recordPageErrors, resourceLoaded } from './browser'
import { serverAndBrowserPerFile } from './fixtures'
import { decidedConsentCookie } from './public-tour'

const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'site chrome password' })

async function open(
  path: string,
  { width = 1280, height = 900, javaScriptEnabled = true, decided = false } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await fixture.browser.newContext({
    viewport: { width, height },
    javaScriptEnabled,
  })
  if (decided) {
    await context.addCookies([decidedConsentCookie(fixture.server.url)])
  }
  const page = await context.newPage()
  await page.goto(`${fixture.server.url}${path}`, { waitUntil: 'networkidle' })
  if (javaScriptEnabled) {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
      .toBe('yes')
  }
  return { context, page }
}

async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie-consent')
  return cookie ? parseConsent(cookie.value) : null
}

/** Whether the desktop dropdowns' code (loaded on the first pointer, tap or focus) was fetched. */
const menuCodeLoaded = (page: Page) => resourceLoaded(page, 'desktop-nav-menu')

const banner = (page: Page) => page.locator('#cookie-banner')
const header = (page: Page) => page.locator('header').first()

describe('navigation bar', () => {
  test('the header turns to glass once the page is scrolled more than 10 px', async () => {
    const { context, page } = await open('/', { height: 400 })
    await expect.poll(() => header(page).getAttribute('data-scrolled')).toBe('false')
    await page.evaluate(() => window.scrollTo({ top: 10, behavior: 'instant' }))
    await afterNextFrames(page)
    expect(await header(page).getAttribute('data-scrolled')).toBe('false')
    await page.evaluate(() => window.scrollTo({ top: 11, behavior: 'instant' }))
    await expect.poll(() => header(page).getAttribute('data-scrolled')).toBe('true')
    expect(await header(page).getAttribute('class')).toContain('backdrop-blur')
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect.poll(() => header(page).getAttribute('data-scrolled')).toBe('false')
    await context.close()
  })

  test('logo, Contact and Book Demo lead where the spec says; the active item is marked', async () => {
    const { context, page } = await open('/contact?demo=true', { decided: true })
    const bar = header(page)
    expect(await bar.getByRole('link', { name: 'Alakin home' }).getAttribute('href')).toBe('/')
    expect(await bar.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact')
    expect(await bar.getByRole('link', { name: 'Book Demo' }).getAttribute('href')).toBe(
      '/contact?demo=true',
    )
    const nav = bar.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Company', '/about'],
      ['Pricing', '/pricing'],
      ['Resources', '/resources'],
    ]) {
      expect(await nav.getByRole('link', { name }).getAttribute('href')).toBe(href)
      expect(await nav.getByRole('link', { name }).getAttribute('aria-current')).toBeNull()
    }
    await context.close()
    // On a sub-page of Resources, Resources is the current item.
    const other = await open('/resources/no-such-thing', { decided: true })
    const resources = header(other.page).getByRole('link', { name: 'Resources' })
    expect(await resources.getAttribute('aria-current')).toBe('page')
    await other.context.close()
  })

  test('a dropdown opens 200 ms after the pointer arrives and closes 150 ms after it leaves', async () => {
    const { context, page } = await open('/', { decided: true })
    const trigger = header(page).getByRole('button', { name: 'Solutions' })
    // Until the pointer comes, the trigger is a link and the dropdowns' code is not loaded.
    expect(await menuCodeLoaded(page)).toBe(false)
    const link = header(page).getByRole('link', { name: 'Solutions' })
    // Checked inside the page, by timers started when the pointer enters and leaves.
    await page.evaluate(() => {
      const w = window as unknown as Record<string, boolean | undefined>
      // Looked up each time: the bar is replaced when the dropdowns' code arrives.
      const nav = () => document.querySelector('nav[aria-label="Main"]')!
      const panel = () => Boolean(nav().querySelector('a[href="/solutions#providers"]'))
      document.addEventListener('pointermove', (event) => {
        const inside = nav().contains(event.target as Node)
        if (inside && w.openAfter120 === undefined) {
          w.openAfter120 = false
          setTimeout(() => (w.openAfter120 = panel()), 120)
        }
        if (!inside && panel() && w.openAfterLeaving100 === undefined) {
          w.openAfterLeaving100 = false
          setTimeout(() => (w.openAfterLeaving100 = panel()), 100)
        }
      })
    })
    const flags = () =>
      page.evaluate(() => {
        const w = window as unknown as Record<string, boolean | undefined>
        return { opening: w.openAfter120, leaving: w.openAfterLeaving100 }
      })
    // The pointer then rests on it: the code arrives and the dropdown opens.
    await link.hover()
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true')
    expect((await flags()).opening, 'not open 120 ms after the pointer arrived').toBe(false)
    const panel = header(page).getByRole('link', { name: /Healthcare Providers/ })
    expect(await panel.getAttribute('href')).toBe('/solutions#providers')
    // Two columns with an icon per entry, one entry per solution anchor.
    const entries = header(page).locator('nav[aria-label="Main"] ul.grid-cols-2 > li')
    expect(await entries.count()).toBe(7)
    expect(await entries.locator('svg').count()).toBe(7)
    await page.mouse.move(640, 800)
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false')
    expect((await flags()).leaving, 'still open 100 ms after the pointer left').toBe(true)
    expect(await trigger.getAttribute('aria-expanded')).toBe('false')

    // The Platform dropdown lists the platform's anchors.
    await header(page).getByRole('button', { name: 'Platform' }).hover()
    for (const anchor of ['overview', 'features', 'workflow', 'ai', 'benefits']) {
      await expect.poll(() => header(page).locator(`a[href="/platform#${anchor}"]`).count()).toBe(1)
    }
    await context.close()
  })

  test("before the dropdowns' code arrives, a tap opens the dropdown and the keyboard keeps its place", async () => {
    // A tablet in landscape: the desktop bar, touched.
    const tablet = await fixture.browser.newContext({
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
      isMobile: true,
    })
    await tablet.addCookies([decidedConsentCookie(fixture.server.url)])
    const page = await tablet.newPage()
    await page.goto(`${fixture.server.url}/`, { waitUntil: 'networkidle' })
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
      .toBe('yes')
    expect(await menuCodeLoaded(page)).toBe(false)
    await header(page).getByRole('link', { name: 'Platform' }).tap()
    const platform = header(page).getByRole('button', { name: 'Platform' })
    await expect.poll(() => platform.getAttribute('aria-expanded')).toBe('true')
    expect(await header(page).locator('a[href="/platform#ai"]').count()).toBe(1)
    expect(new URL(page.url()).pathname).toBe('/')
    await tablet.close()

    // The keyboard: Tab from the logo reaches Solutions, which stays focused
    // when the link becomes the dropdown's trigger; Enter then opens it.
    const { context, page: desktop } = await open('/', { decided: true })
    expect(await menuCodeLoaded(desktop)).toBe(false)
    await header(desktop).getByRole('link', { name: 'Alakin home' }).focus()
    await desktop.keyboard.press('Tab')
    const solutions = header(desktop).getByRole('button', { name: 'Solutions' })
    await solutions.waitFor()
    await expect
      .poll(() => solutions.evaluate((button) => button === document.activeElement))
      .toBe(true)
    await desktop.keyboard.press('Enter')
    await expect.poll(() => solutions.getAttribute('aria-expanded')).toBe('true')
    await context.close()
  })

  test('below 768 px the Toggle menu opens the menu, which closes on navigation', async () => {
    const { context, page } = await open('/', { width: 375, decided: true })
    const toggle = page.getByRole('button', { name: 'Toggle menu' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    expect(await menu.getByRole('link', { name: 'Book a Demo' }).getAttribute('href')).toBe(
      '/contact?demo=true',
    )
    await menu.getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL(/\/contact$/)
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0)
    await context.close()
  })

  /**
   * Clicks a dropdown link to a section of the page being shown; returns how
   * the page was asked to scroll. The scroll calls are recorded rather than
   * frames counted: on a busy machine a smooth scroll may finish between two
   * frames, which would say nothing about the site.
   */
  async function hashScroll(reducedMotion: 'reduce' | 'no-preference') {
    const { context, page } = await open('/solutions', { decided: true })
    await page.emulateMedia({ reducedMotion })
    expect(await page.locator('#providers').count()).toBe(1)
    let documents = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents++
    })
    await page.evaluate(() => {
      const w = window as unknown as { behaviors: string[] }
      w.behaviors = []
      const scrollIntoView = Element.prototype.scrollIntoView
      Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
        w.behaviors.push(typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto')
        scrollIntoView.call(this, options)
      }
    })
    await header(page).getByRole('link', { name: 'Solutions' }).hover()
    const link = header(page).getByRole('link', { name: /Healthcare Providers/ })
    await link.waitFor()
    await link.click()
    const target = await page.evaluate(
      () => document.getElementById('providers')!.getBoundingClientRect().top + window.scrollY,
    )
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(target - 100)
    expect(new URL(page.url()).hash).toBe('#providers')
    expect(documents, 'no navigation').toBe(0)
    const behaviors = await page.evaluate(
      () => (window as unknown as { behaviors: string[] }).behaviors,
    )
    await context.close()
    return behaviors
  }

  test('a hash link to the current page scrolls smoothly instead of navigating', async () => {
    expect(await hashScroll('no-preference')).toEqual(['smooth'])
  })

  test('with prefers-reduced-motion the same link jumps without gliding', async () => {
    expect(await hashScroll('reduce')).toEqual(['auto'])
  })

  test('without JavaScript every destination is a working link', async () => {
    const desktop = await open('/', { javaScriptEnabled: false, decided: true })
    const nav = header(desktop.page).getByRole('navigation', { name: 'Main' })
    expect(await nav.getByRole('link', { name: 'Solutions' }).getAttribute('href')).toBe(
      '/solutions',
    )
    expect(await nav.getByRole('link', { name: 'Platform' }).getAttribute('href')).toBe('/platform')
    await nav.getByRole('link', { name: 'Company' }).click()
    await desktop.page.waitForURL(/\/about$/)
    await desktop.context.close()

    const mobile = await open('/', { width: 375, javaScriptEnabled: false, decided: true })
    await mobile.page.locator('header summary').click()
    const menu = mobile.page.getByRole('navigation', { name: 'Mobile' })
    await menu.waitFor()
    const hrefs = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/solutions',
        '/solutions#home-hospital',
        '/platform#ai',
        '/about',
        '/pricing',
        '/resources',
        '/contact',
        '/contact?demo=true',
      ]),
    )
    await mobile.context.close()
  })
})

describe('footer', () => {
  test('brand, quick links, mailboxes, phone, newsletter, no dead social icons, legal links, the year', async () => {
    const { context, page } = await open('/contact', { decided: true })
    const footer = page.locator('footer')
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/about',
        '/platform',
        '/solutions',
        '/pricing',
        '/resources',
        '/compliance',
        'mailto:info@alakin.com',
        'mailto:press@alakin.com',
        'mailto:careers@alakin.com',
        '/privacy',
        '/terms',
      ]),
    )
    expect(hrefs.some((href) => href?.startsWith('tel:+33'))).toBe(true)
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Alakin`)
    expect(await footer.getByLabel('Email address').getAttribute('type')).toBe('email')
    // No social icons that lead nowhere (decision 056): none until there are profiles to link.
    expect(await footer.getByText(/coming soon/i).count()).toBe(0)
    expect(await footer.locator('a[href*="linkedin"], a[href*="youtube"]').count()).toBe(0)
    await footer.getByRole('button', { name: 'Cookie Policy' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await context.close()
  })
})

describe('cookie banner and preferences', () => {
  test('the server renders the banner only while the choice is undecided', async () => {
    const undecided = await (await fetch(`${fixture.server.url}/`)).text()
    expect(undecided).toContain('id="cookie-banner"')
    const { context } = await open('/', { decided: true })
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie-consent')!
    const decided = await (
      await fetch(`${fixture.server.url}/`, {
        headers: { Cookie: `cookie-consent=${cookie.value}` },
      })
    ).text()
    expect(decided).not.toContain('id="cookie-banner"')
    await context.close()
  })

  test('Accept All stores every category; after a reload the banner is not rendered', async () => {
    const { context, page } = await open('/')
    const errors = recordPageErrors(page)
    await banner(page).getByRole('button', { name: 'Accept All' }).click()
    await expect.poll(() => banner(page).count()).toBe(0)
    await expect
      .poll(() => storedConsent(context))
      .toMatchObject({
        necessary: true,
        analytics: true,
        marketing: true,
        preferences: true,
      })
    const response = await page.reload({ waitUntil: 'networkidle' })
    expect(await response!.text()).not.toContain('id="cookie-banner"')
    expect(await banner(page).count()).toBe(0)
    // Stored for six months, first-party, readable by the modal.
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie-consent')!
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(180)
    expect(days).toBeLessThan(185)
    expect(cookie.sameSite).toBe('Lax')
    expect(cookie.domain).toBe('127.0.0.1')
    expect(errors).toEqual([])
    await context.close()
  })

  test('Necessary Only, right beside Accept All and alike, stores necessary only', async () => {
    const { context, page } = await open('/contact')
    const accept = banner(page).getByRole('button', { name: 'Accept All' })
    const refuse = banner(page).getByRole('button', { name: 'Necessary Only' })
    expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'))
    await refuse.click()
    await expect.poll(() => banner(page).count()).toBe(0)
    await expect
      .poll(() => storedConsent(context))
      .toMatchObject({
        analytics: false,
        marketing: false,
        preferences: false,
      })
    expect(new URL(page.url()).pathname).toBe('/contact')
    await context.close()
  })

  test('Preferences: toggles from the stored choice, necessary locked on, Save applies', async () => {
    const { context, page } = await open('/')
    await banner(page).getByRole('button', { name: 'Preferences' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' })
    await dialog.waitFor()
    const necessary = dialog.getByRole('switch', { name: 'Necessary' })
    expect(await necessary.isDisabled()).toBe(true)
    expect(await necessary.getAttribute('aria-checked')).toBe('true')
    for (const name of ['Analytics', 'Marketing', 'Preferences']) {
      expect(await dialog.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false')
    }
    await dialog.getByRole('switch', { name: 'Analytics' }).click()
    await dialog.getByRole('button', { name: 'Save Preferences' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => banner(page).count()).toBe(0)
    await expect
      .poll(() => storedConsent(context))
      .toMatchObject({
        analytics: true,
        marketing: false,
        preferences: false,
      })
    // Opened again from the footer, it starts from what is stored.
    await page.locator('footer').getByRole('button', { name: 'Cookie Policy' }).click()
    await dialog.waitFor()
    expect(
      await dialog.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked'),
    ).toBe('true')
    expect(
      await dialog.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked'),
    ).toBe('false')
    await context.close()
  })

  test('Reset to Defaults asks first, changes the form only; Cancel leaves the stored choice', async () => {
    const { context, page } = await open('/')
    await banner(page).getByRole('button', { name: 'Accept All' }).click()
    await expect.poll(() => storedConsent(context)).toMatchObject({ marketing: true })
    const before = (await context.cookies()).find((c) => c.name === 'cookie-consent')!.value
    await page.locator('footer').getByRole('button', { name: 'Cookie Policy' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' })
    await dialog.waitFor()
    const toggle = (name: string) => dialog.getByRole('switch', { name })
    expect(await toggle('Marketing').getAttribute('aria-checked')).toBe('true')

    // Declining the confirmation changes nothing.
    await dialog.getByRole('button', { name: 'Reset to Defaults' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Reset to defaults?' })
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => confirm.count()).toBe(0)
    expect(await toggle('Marketing').getAttribute('aria-checked')).toBe('true')

    // Confirming resets the form: necessary on, the others off.
    await dialog.getByRole('button', { name: 'Reset to Defaults' }).click()
    await confirm.getByRole('button', { name: 'Reset' }).click()
    await expect.poll(() => toggle('Marketing').getAttribute('aria-checked')).toBe('false')
    expect(await toggle('Analytics').getAttribute('aria-checked')).toBe('false')
    expect(await toggle('Preferences').getAttribute('aria-checked')).toBe('false')
    expect(await toggle('Necessary').getAttribute('aria-checked')).toBe('true')
    // ...but stores nothing: Cancel leaves the choice as it was.
    expect((await context.cookies()).find((c) => c.name === 'cookie-consent')!.value).toBe(before)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect((await context.cookies()).find((c) => c.name === 'cookie-consent')!.value).toBe(before)
    await page.locator('footer').getByRole('button', { name: 'Cookie Policy' }).click()
    await dialog.waitFor()
    expect(await toggle('Marketing').getAttribute('aria-checked')).toBe('true')
    await context.close()
  })

  test('without JavaScript the banner forms work and return to the page', async () => {
    const refuse = await open('/contact', { javaScriptEnabled: false })
    await banner(refuse.page).getByRole('button', { name: 'Necessary Only' }).click()
    await refuse.page.waitForLoadState('networkidle')
    expect(new URL(refuse.page.url()).pathname).toBe('/contact')
    expect(await banner(refuse.page).count()).toBe(0)
    expect(await storedConsent(refuse.context)).toMatchObject({ analytics: false })
    await refuse.context.close()

    const custom = await open('/', { javaScriptEnabled: false })
    await banner(custom.page).locator('summary', { hasText: 'Preferences' }).click()
    await banner(custom.page).getByLabel('Marketing').check()
    await banner(custom.page).getByRole('button', { name: 'Save Preferences' }).click()
    await custom.page.waitForLoadState('networkidle')
    expect(await banner(custom.page).count()).toBe(0)
    expect(await storedConsent(custom.context)).toMatchObject({
      analytics: false,
      marketing: true,
      preferences: false,
    })
    await custom.context.close()

    const accept = await open('/', { javaScriptEnabled: false })
    await banner(accept.page).getByRole('button', { name: 'Accept All' }).click()
    await accept.page.waitForLoadState('networkidle')
    expect(await storedConsent(accept.context)).toMatchObject({ analytics: true })
    await accept.context.close()
  })

  test('another site cannot make the choice; a return address elsewhere goes home', async () => {
    const post = (headers: Record<string, string>, redirectTo = '/contact') =>
      fetch(`${fixture.server.url}/cookie-consent`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ choice: 'all', redirectTo }),
      })
    const foreign = await post({ Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('set-cookie')).toBeNull()
    const own = await post({ Origin: fixture.server.url })
    expect(own.status).toBe(303)
    expect(own.headers.get('location')).toBe('/contact')
    expect(own.headers.get('set-cookie')).toMatch(/^cookie-consent=/)
    const away = await post({ Origin: fixture.server.url }, '//evil.example/')
    expect(away.headers.get('location')).toBe('/')
  })
})

describe('accessibility and privacy', () => {
  // Every page, with and without a cookie choice, and what it requests: public-pages.test.ts.
  test('axe finds nothing with the open dropdown, mobile menu and preferences modal, and they request nothing from elsewhere', async () => {
    const desktop = await open('/')
    const requests: string[] = []
    desktop.page.on('request', (request) => requests.push(request.url()))
    await header(desktop.page).getByRole('link', { name: 'Solutions' }).hover()
    await header(desktop.page)
      .getByRole('link', { name: /Healthcare Providers/ })
      .waitFor()
    expect(await axeViolations(desktop.page), 'dropdown').toEqual([])
    await desktop.page.mouse.move(640, 500)
    await banner(desktop.page).getByRole('button', { name: 'Preferences' }).click()
    await desktop.page.getByRole('dialog', { name: 'Cookie Preferences' }).waitFor()
    expect(await axeViolations(desktop.page), 'modal').toEqual([])
    await desktop.page.waitForLoadState('networkidle')
    // The modal's own code was fetched: there was something to see.
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.filter((url) => !url.startsWith(`${fixture.server.url}/`))).toEqual([])
    expect((await desktop.context.cookies()).map((c) => c.name)).not.toContain('cookie-consent')
    await desktop.context.close()

    const mobile = await open('/', { width: 375, decided: true })
    await mobile.page.getByRole('button', { name: 'Toggle menu' }).click()
    expect(await axeViolations(mobile.page), 'mobile menu').toEqual([])
    await mobile.context.close()
  })
})
