/** The demo page (/contact?demo=true) laid out for its purpose, with the spec's fields, messages and 5-s revert. */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { axeViolations } from './browser'
import { contactForm, fillContactForm } from './contact-form'
import { serverAndBrowserPerFile } from './fixtures'

const fixture = serverAndBrowserPerFile({
  FORM_RATE_LIMIT: '1000',
  INFO_MAILBOX: 'leads@alakin.test',
})

async function openDemo(width: number): Promise<Page> {
  const context = await fixture.browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${fixture.server.url}/contact?demo=true`, { waitUntil: 'networkidle' })
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
    .toBe('yes')
  return page
}

const box = async (page: Page, selector: string) =>
  (await page.locator(selector).first().boundingBox())!

describe('the demo request page', () => {
  test('required fields first, the optional ones under "More details", a fixed request type, next steps beside', async () => {
    const page = await openDemo(1280)
    const form = contactForm(page)
    for (const label of ['First Name', 'Last Name', 'Company', 'Message'])
      expect(await form.getByLabel(label).isVisible(), label).toBe(true)
    expect(await form.getByLabel('Email', { exact: true }).isVisible()).toBe(true)

    // The optional fields are folded away, after every required one.
    const details = form.getByTestId('contact-more-details')
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false)
    for (const label of ['Phone (optional)', 'Job Title (optional)', 'Organisation Size'])
      expect(await form.getByLabel(label).isVisible(), label).toBe(false)
    const order = await form.evaluate((element) => {
      const all = [...element.querySelectorAll('input, textarea, select, details')]
      return all.map((node) => node.getAttribute('name') ?? node.tagName.toLowerCase())
    })
    const at = (name: string) => order.indexOf(name)
    for (const required of ['firstName', 'lastName', 'email', 'company', 'message'])
      expect(at(required), required).toBeLessThan(at('details'))
    for (const optional of ['phone', 'jobTitle', 'serviceType', 'marketingConsent'])
      expect(at(optional), optional).toBeGreaterThan(at('details'))
    await details.locator('summary').click()
    expect(await form.getByLabel('Phone (optional)').isVisible()).toBe(true)

    // The request type reads as set on purpose: no greyed-out select, a stated value.
    expect(await form.locator('select[name="requestType"]').count()).toBe(0)
    expect(await form.locator('select:disabled').count()).toBe(0)
    expect(await form.getByTestId('request-type-fixed').textContent()).toContain('Request Demo')
    expect(await form.locator('input[name="requestType"]').inputValue()).toBe('demo')

    // What happens next sits beside the form at 1280 px.
    const next = await box(page, '[data-testid="demo-next-steps"]')
    const formBox = await box(page, 'form#contact-form')
    expect(next.x).toBeGreaterThanOrEqual(formBox.x + formBox.width)
    expect(next.y).toBeLessThan(formBox.y + formBox.height / 2)
    expect(await axeViolations(page)).toEqual([])
  })

  test('after the thank-you panel reverts, a line says the request was sent and what comes next, above the form', async () => {
    const page = await openDemo(375)
    await fillContactForm(page, { company: 'Demo Layout Clinic' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Thanks for reaching out!').waitFor()
    expect(await page.getByTestId('contact-thanks').textContent()).toContain('leads@alakin.test')
    // public-site §9: it reverts by itself after 5 s.
    await page.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 12_000 })
    const sent = page.getByTestId('contact-sent')
    expect(await sent.textContent()).toContain('Your demo request was sent. Next:')
    const line = await box(page, '[data-testid="contact-sent"]')
    const formBox = await box(page, 'form#contact-form')
    expect(line.y + line.height).toBeLessThanOrEqual(formBox.y)
    expect(await contactForm(page).getByLabel('Company').inputValue()).toBe('')
    expect(await axeViolations(page)).toEqual([])
  })
})
