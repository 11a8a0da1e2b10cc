/**
 * Issue 18: the public journeys on every path, at 375 and 1280 px — booking a
 * demo, a second message, failures (dropped request and real server error,
 * with and without JavaScript), the map dialog, pricing by period and region,
 * the cookie banner on a phone, the home offer card, event registration.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { adminPage } from './admin'
import { afterNextFrames, axeViolations, resourceLoaded } from './browser'
import { contactForm, fillContactForm } from './contact-form'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'journeys-admin-password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD, FORM_RATE_LIMIT: '1000' })
const WIDTHS = [375, 1280] as const
const CONTACT_FAILURE = 'There was a problem sending your message. Please try again.'
const SUBSCRIBE_FAILURE = 'There was a problem saving your subscription. Please try again.'

async function openPage(
  path: string,
  options: {
    width?: number
    javaScriptEnabled?: boolean
    locale?: string
    consent?: boolean
  } = {},
) {
  const width = options.width ?? 1280
  const context = await fixture.browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: options.locale ?? 'en-US',
  })
  if (options.consent) {
    const decided = encodeURIComponent(
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        preferences: false,
        decidedAt: new Date().toISOString(),
      }),
    )
    await context.addCookies([{ name: 'cookie-consent', value: decided, url: fixture.server.url }])
  }
  const page = await context.newPage()
  await page.goto(`${fixture.server.url}${path}`, { waitUntil: 'networkidle' })
  if (options.javaScriptEnabled !== false) {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
      .toBe('yes')
  }
  return page
}

/** Whether the element's box lies wholly inside the viewport. */
function inViewport(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0
  })
}

/** Whether the centre of the element is what a tap there would hit. */
function tappable(page: Page, locator: ReturnType<Page['locator']>) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })
}

/** With the cookie banner up, opens the mobile menu and taps through it; with JavaScript, a link leads on. */
async function everyMobileMenuLinkTappable(page: Page, javaScriptEnabled: boolean) {
  await page.locator('#cookie-banner').waitFor()
  if (javaScriptEnabled) await page.getByRole('button', { name: 'Toggle menu' }).click()
  else await page.locator('header details > summary').click()
  const menu = page.getByRole('navigation', { name: /mobile/i })
  await menu.waitFor()
  const links = menu.getByRole('link')
  const count = await links.count()
  expect(count).toBeGreaterThan(10)
  for (let i = 0; i < count; i++) {
    const link = links.nth(i)
    await link.scrollIntoViewIfNeeded()
    expect(await tappable(page, link), (await link.textContent()) ?? '').toBe(true)
  }
  if (javaScriptEnabled) {
    await menu.getByRole('link', { name: 'Pricing', exact: true }).click()
    await page.waitForURL(`${fixture.server.url}/pricing`)
  }
}

describe('booking a demo, start to end', () => {
  test.each(WIDTHS)(
    'at %i px the thank-you panel is in view and focused, and the demo context stays',
    async (width) => {
      const page = await openPage('/contact?demo=true', { width })
      await fillContactForm(page, { company: `Demo Clinic ${width}` })
      await page.getByRole('button', { name: 'Send Message' }).click()
      const panel = page.getByTestId('contact-thanks')
      await panel.waitFor()
      // Focused (so a screen reader reads it) and, once the scroll ends, inside the viewport.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('contact-thanks')
      await expect.poll(() => inViewport(page, '[data-testid="contact-thanks"]')).toBe(true)
      expect(await panel.getAttribute('role')).toBe('status')
      expect(new URL(page.url()).search).toBe('?demo=true')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Book Your Personalised Demo',
      )
      expect(await axeViolations(page)).toEqual([])

      // The reset (5 s) brings back an empty form, still for a demo, first field focused.
      await contactForm(page).waitFor({ timeout: 12_000 })
      // Demo mode states the request type instead of offering a choice (decision 116).
      expect(await contactForm(page).locator('input[name="requestType"]').inputValue()).toBe('demo')
      expect(await contactForm(page).getByLabel('Company').inputValue()).toBe('')
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('firstName')
      expect(new URL(page.url()).search).toBe('?demo=true')
      await page.context().close()
    },
  )

  test('the department the page was opened with survives the send and the reset', async () => {
    const page = await openPage('/contact?department=security')
    await fillContactForm(page, { company: 'Security Minded Ltd' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('button', { name: 'Send another message' }).click()
    expect(await contactForm(page).getByLabel('Request Type').inputValue()).toBe('security')
    expect(new URL(page.url()).search).toBe('?department=security')
    await page.context().close()
  })

  test('without JavaScript the send keeps ?demo=true and shows the thank-you panel', async () => {
    const page = await openPage('/contact?demo=true', { javaScriptEnabled: false })
    await fillContactForm(page, { company: 'No Script Demo' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Thanks for reaching out!').waitFor()
    expect(new URL(page.url()).search).toBe('?demo=true')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Book Your Personalised Demo',
    )
    await page.context().close()
  })
})

describe('a second message', () => {
  test.each(['Send another message', 'the 5 s reset'])(
    'after %s every typed value stays and the send succeeds',
    async (how) => {
      const page = await openPage('/contact')
      await fillContactForm(page, { company: 'First Message Co' })
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByTestId('contact-thanks').waitFor()
      if (how === 'Send another message')
        await page.getByRole('button', { name: 'Send another message' }).click()
      await contactForm(page).waitFor({ timeout: 12_000 })

      const form = contactForm(page)
      const values: Array<[string, string]> = [
        ['First Name', 'Grace'],
        ['Last Name', 'Hopper'],
        ['Company', 'Second Message Co'],
        ['Message', 'A second question about FHIR interoperability.'],
      ]
      for (const [label, value] of values) {
        await form.getByLabel(label).fill(value)
        await form.getByLabel(label).blur()
      }
      await form.getByLabel('Email', { exact: true }).fill('grace@example.com')
      await form.getByLabel('Email', { exact: true }).blur()
      for (const [label, value] of values)
        expect(await form.getByLabel(label).inputValue()).toBe(value)
      await form.getByLabel('I accept the').check()
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByTestId('contact-thanks').waitFor()
      await page.context().close()
    },
  )
})

describe('failures keep the form, with the spec toast', () => {
  test('a dropped contact request: the error toast, every value kept', async () => {
    const page = await openPage('/contact?department=sales')
    await page.route('**/contact.data*', (route) => route.abort('connectionreset'))
    await fillContactForm(page, { company: 'Dropped Request Clinic' })
    await contactForm(page).getByLabel('Phone (optional)').fill('+33 1 23 45 67 89')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText(CONTACT_FAILURE).waitFor()
    expect(await page.getByText('Something went wrong').count()).toBe(0)
    const form = contactForm(page)
    expect(await form.getByLabel('Company').inputValue()).toBe('Dropped Request Clinic')
    expect(await form.getByLabel('Phone (optional)').inputValue()).toBe('+33 1 23 45 67 89')
    expect(await form.getByLabel('Request Type').inputValue()).toBe('sales')
    expect(await form.getByLabel('I accept the').isChecked()).toBe(true)

    // Back online, the same form goes through.
    await page.unroute('**/contact.data*')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByTestId('contact-thanks').waitFor()
    await page.context().close()
  })

  test('a server error answer (not our JSON) also keeps the contact form', async () => {
    const page = await openPage('/contact')
    await page.route('**/contact.data*', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    )
    await fillContactForm(page, { company: 'Gateway Clinic' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText(CONTACT_FAILURE).waitFor()
    expect(await contactForm(page).getByLabel('Company').inputValue()).toBe('Gateway Clinic')
    await page.context().close()
  })

  test('a dropped /subscribe request: the failure toast, every field kept', async () => {
    const page = await openPage('/subscribe')
    await page.route('**/subscribe.data*', (route) => route.abort('connectionreset'))
    const form = page.locator('form#subscribe-form')
    await form.getByLabel('Email').fill('kept@example.com')
    await form.getByLabel('First Name').fill('Kept')
    await form.getByLabel('Last Name').fill('Values')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await page.getByText(SUBSCRIBE_FAILURE).waitFor()
    expect(await form.getByLabel('First Name').inputValue()).toBe('Kept')
    expect(await form.getByLabel('Email').inputValue()).toBe('kept@example.com')
    expect(new URL(page.url()).pathname).toBe('/subscribe')
    await page.context().close()
  })
})

describe("the forms' checks come when the visitor reaches for the form", () => {
  test('a field left before they arrive gets its message when they do', async () => {
    const page = await openPage('/contact')
    expect(await resourceLoaded(page, 'contact-schema')).toBe(false)
    // Hold the schema's code until the visitor has left a field.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let requested = false
    await page.route('**/assets/contact-schema-*', async (route) => {
      requested = true
      await held
      await route.continue()
    })
    const firstName = contactForm(page).getByLabel('First Name')
    await firstName.fill('A')
    await expect.poll(() => requested).toBe(true)
    await firstName.blur()
    const message = page.getByText('First name must be at least 2 characters', { exact: true })
    expect(await message.count()).toBe(0)
    release()
    await message.waitFor()
    // From then on each input checks the field again.
    await firstName.fill('Ada')
    await message.waitFor({ state: 'detached' })
    await page.context().close()
  })

  test.each(['/contact', '/subscribe'])(
    '%s: if they cannot be fetched, the server checks the send and says the same',
    async (path) => {
      const page = await openPage(path)
      await page.route(/\/assets\/(contact|newsletter)-schema-/, (route) => route.abort())
      const form = page.locator('form[method="post"]').first()
      await form.getByLabel(/^Email/).fill('not-an-address')
      await form.getByRole('button', { name: /Send Message|Subscribe/ }).click()
      await page.getByText('Please enter a valid email address', { exact: true }).waitFor()
      expect(await form.getByLabel(/^Email/).inputValue()).toBe('not-an-address')
      expect(new URL(page.url()).pathname).toBe(path)
      await page.context().close()
    },
  )
})

describe('the map dialog on /contact', () => {
  test('opens by mouse and by keyboard, loads the map only then, and closes both ways', async () => {
    const page = await openPage('/contact')
    // This machine reaches no map host. An iframe whose address does not resolve may
    // never report its network idle, which axe's wait needs (a CI run waited 90 s):
    // the map answers with a stand-in page instead.
    let mapRequests = 0
    await page.route('https://maps.google.com/**', (route) => {
      mapRequests++
      return route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>Map</p>' })
    })
    expect(await page.locator('iframe').count()).toBe(0)
    // The dialog's code comes when the visitor reaches for the address, not with the page.
    expect(await resourceLoaded(page, 'map-dialog')).toBe(false)
    const address = page.getByRole('link', { name: /Rue de la Victoire/ })
    await address.click()
    const dialog = page.getByRole('dialog', { name: 'Map of our office' })
    await dialog.waitFor()
    const frame = dialog.locator('iframe')
    expect(await frame.getAttribute('src')).toContain('z=16')
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(400)
    await expect.poll(() => mapRequests).toBe(1)
    const mapFrame = await (await frame.elementHandle())!.contentFrame()
    await mapFrame!.waitForLoadState('load')
    expect(await axeViolations(page, { waitForNetworkIdle: false })).toEqual([])
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })

    await address.focus()
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Focus goes back to the address.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'Rue de la Victoire',
    )
    await page.context().close()
  })

  test("if the dialog's code cannot be fetched, the address leads to the map", async () => {
    const page = await openPage('/contact')
    await page.route('**/assets/map-dialog-*', (route) => route.abort())
    await page.route('https://maps.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>Map</p>' }),
    )
    await page.getByRole('link', { name: /Rue de la Victoire/ }).click()
    await page.waitForURL(/^https:\/\/maps\.google\.com\/maps\?q=.*Victoire.*&z=16$/)
    await page.context().close()
  })
})

const starterPrice = (page: Page) =>
  page.locator('[data-plan="starter"] [data-testid="plan-price"] .text-4xl').textContent()

describe('pricing', () => {
  // One visit per width for both checks of the page (a page load is the costliest step).
  test.each(WIDTHS)(
    'at %i px both toggle buttons switch the prices; a dropped footer subscription: the failure toast, the address kept',
    async (width) => {
      const page = await openPage('/pricing', { width, consent: true })
      const yearly = page.getByRole('button', { name: 'Yearly' })
      const monthly = page.getByRole('button', { name: 'Monthly' })
      expect(await yearly.getAttribute('aria-pressed')).toBe('true')
      expect(await starterPrice(page)).toBe('$134')
      await monthly.click()
      expect(await monthly.getAttribute('aria-pressed')).toBe('true')
      expect(await yearly.getAttribute('aria-pressed')).toBe('false')
      expect(await starterPrice(page)).toBe('$149')
      await yearly.click()
      expect(await starterPrice(page)).toBe('$134')
      expect(await axeViolations(page)).toEqual([])

      await page.route('**/subscribe.data*', (route) => route.abort('connectionreset'))
      const field = page.getByRole('textbox', { name: 'Email address' })
      await field.fill('dropped@example.com')
      await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click()
      await page.getByText('Subscription failed').waitFor()
      await page.getByText(SUBSCRIBE_FAILURE).waitFor()
      expect(await field.inputValue()).toBe('dropped@example.com')
      expect(await page.getByText('Something went wrong').count()).toBe(0)
      await page.context().close()
    },
  )

  test('without JavaScript the Monthly button reaches the monthly prices', async () => {
    const page = await openPage('/pricing', { javaScriptEnabled: false })
    await page.getByRole('button', { name: 'Monthly' }).click()
    await page.waitForURL(/billing=monthly/)
    expect(await starterPrice(page)).toBe('$149')
    expect(await page.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await page.getByRole('button', { name: 'Yearly' }).click()
    await page.waitForURL(/billing=yearly/)
    expect(await starterPrice(page)).toBe('$134')
    await page.context().close()
  })

  test('a French visitor sees euros out of the box, then the prices set in the back office; an unknown country, USD', async () => {
    // Before staff set amounts: the seeded list prices, in euros (decision 115).
    const before = await openPage('/pricing', { locale: 'fr-FR', consent: true })
    expect(await starterPrice(before)).toBe('€125')
    await before.context().close()

    const admin = await adminPage(
      fixture.browser,
      fixture.server.url,
      PASSWORD,
      '/admin/regional-offers',
    )
    const form = admin.locator('form#region-FR')
    await form.getByLabel('Starter, billed monthly').fill('149')
    await form.getByLabel('Starter, billed yearly').fill('129')
    await form.getByLabel('Professional, billed monthly').fill('949')
    await form.getByLabel('Professional, billed yearly').fill('859')
    await form.getByRole('button', { name: /^Save/ }).click()
    await admin.getByText('France offer updated').first().waitFor()
    await admin.context().close()

    const french = await openPage('/pricing', { locale: 'fr-FR', consent: true })
    await expect.poll(() => starterPrice(french)).toBe('€129')
    expect(await french.getByText('Billed annually: €1,548 a year').count()).toBe(1)
    await french.getByRole('button', { name: 'Monthly' }).click()
    expect(await starterPrice(french)).toBe('€149')
    await french.context().close()

    // Germany sees euros too; an unknown country and a bare language get USD.
    const german = await openPage('/pricing', { locale: 'de-DE', consent: true })
    expect(await starterPrice(german)).toMatch(/^€\d+$/)
    await german.context().close()
    for (const locale of ['pt-BR', 'fr']) {
      const other = await openPage('/pricing', { locale, consent: true })
      expect(await starterPrice(other), locale).toBe('$134')
      await other.context().close()
    }
  })
})

describe('a phone screen', () => {
  test('the cookie banner is compact and leaves the hero call to action visible; with JavaScript, every link of the open mobile menu is clickable while it is up', async () => {
    const page = await openPage('/', { width: 375 })
    const banner = page.locator('#cookie-banner')
    // Whatever font the first paint got, the call to action can be tapped.
    expect(await tappable(page, page.getByTestId('hero-book-demo'))).toBe(true)
    // Compact in the site's font. Inter is shown only if it arrives before the first paint
    // (font-display: optional, decision 070): a busy machine's first visit may keep the wider
    // fallback (209 px seen in CI). Reloaded, the page has it from the cache.
    await page.reload({ waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true)
    const height = await banner.evaluate((el) => el.getBoundingClientRect().height)
    expect(height).toBeLessThanOrEqual(200)
    expect(await tappable(page, page.getByTestId('hero-book-demo'))).toBe(true)
    // Refusing is as easy as accepting: same size, side by side.
    const accept = await banner.getByRole('button', { name: 'Accept All' }).boundingBox()
    const refuse = await banner.getByRole('button', { name: 'Necessary Only' }).boundingBox()
    expect(refuse!.width).toBeCloseTo(accept!.width, 0)
    expect(refuse!.height).toBe(accept!.height)
    expect(refuse!.y).toBe(accept!.y)

    // The same page, banner up: every link of the open mobile menu can be tapped.
    await everyMobileMenuLinkTappable(page, true)
    await page.context().close()
  })

  test.each(WIDTHS)(
    'at %i px, with the banner up, every link of the footer can be tapped at the end of the page',
    async (width) => {
      const page = await openPage('/about', { width })
      await page.locator('#cookie-banner').waitFor()
      const links = page.locator('footer a, footer button')
      const count = await links.count()
      expect(count).toBeGreaterThan(10)
      for (let i = 0; i < count; i++) {
        // Each link as high as the page lets it go (mid-screen, or the end of the page for
        // the last ones), at once: the page scrolls smoothly otherwise.
        const link = links.nth(i)
        await link.evaluate((element) =>
          element.scrollIntoView({ block: 'center', behavior: 'instant' }),
        )
        await afterNextFrames(page)
        expect(await tappable(page, link), (await link.textContent()) ?? '').toBe(true)
      }
      // Higher up, the banner holds to the bottom of the screen.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await afterNextFrames(page)
      const box = await page.locator('#cookie-banner').boundingBox()
      expect(Math.round(box!.y + box!.height)).toBe(width < 768 ? 812 : 900)
      await page.context().close()
    },
  )

  test('without JavaScript, every link of the open mobile menu is clickable while the banner is up', async () => {
    const page = await openPage('/', { width: 375, javaScriptEnabled: false })
    await everyMobileMenuLinkTappable(page, false)
    await page.context().close()
  })
})

describe('the home offer card', () => {
  test.each(WIDTHS)('at %i px it does not overlap the hero', async (width) => {
    const page = await openPage('/', { width, locale: 'en-US', consent: true })
    const heroBottom = await page
      .locator('section[aria-labelledby="home-hero-title"]')
      .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
    const card = page.getByTestId('offer-banner').locator('> div')
    const cardTop = await card.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    expect(cardTop).toBeGreaterThanOrEqual(heroBottom)
    await card.getByText('Special offer', { exact: false }).first().scrollIntoViewIfNeeded()
    expect(await tappable(page, card.locator('svg').first())).toBe(true)
    await page.context().close()
  })
})

describe('events', () => {
  test.each(WIDTHS)(
    'at %i px an upcoming event offers registration through the contact form',
    async (width) => {
      const page = await openPage('/resources/events', { width, consent: true })
      await page
        .getByRole('link', { name: /Digital Care Pathways Summit Paris/ })
        .first()
        .click()
      await page.getByRole('heading', { level: 1, name: /Summit/ }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('link', { name: 'Register for this event' }).click()
      await page.waitForURL(/\/contact\?department=general&event=/)
      const note = page.getByTestId('contact-event')
      expect(await note.textContent()).toContain('Digital Care Pathways Summit Paris')
      const form = contactForm(page)
      expect(await form.getByLabel('Request Type').inputValue()).toBe('general')
      expect(await form.getByLabel('Message').inputValue()).toContain(
        'register for Digital Care Pathways Summit Paris',
      )
      await page.context().close()
    },
  )

  // Last in the file: it moves the seeded event into the past.
  test('a past event says it has ended and offers no registration', async () => {
    const events = (await (await fetch(`${fixture.server.url}/api/resources`)).json()) as Array<{
      id: string
      type: string
      link: string
    }>
    const event = events.find((resource) => resource.type === 'event')!
    const admin = await adminPage(
      fixture.browser,
      fixture.server.url,
      PASSWORD,
      `/admin/resources/edit/${event.id}`,
      { javaScriptEnabled: false },
    )
    await admin.getByLabel('Start Date').fill('2024-02-01')
    await admin.getByLabel('End Date').fill('2024-02-02')
    await admin.getByRole('button', { name: 'Update Resource' }).click()
    await admin.waitForURL(`${fixture.server.url}/admin/resources`)
    await admin.context().close()

    for (const width of WIDTHS) {
      const page = await openPage(event.link, { width, consent: true })
      await page
        .getByText('This event has ended. It took place on Friday, 2 February 2024.')
        .waitFor()
      expect(await page.getByRole('link', { name: 'Register for this event' }).count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    }
    // A registration link for it is ignored by the contact page.
    const contact = await openPage(`/contact?department=general&event=${event.id}`)
    expect(await contact.getByTestId('contact-event').count()).toBe(0)
    await contact.context().close()
  })
})
