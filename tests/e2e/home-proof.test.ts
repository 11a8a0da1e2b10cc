/** The home page's proof: outcome figures linked to the case study that reports them, and that case study featured. */
import { describe, expect, test } from 'vitest'
import { axeViolations } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const fixture = serverAndBrowserPerFile({})

describe('the proof band on the home page', () => {
  test('each figure links to a case study whose page states it; the case study is featured with them', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 375, height: 812 } })
    const page = await context.newPage()
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' })
    const band = page.getByTestId('proof-band')
    const outcomes = await band.getByTestId('proof-outcome').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href')!,
        figure: link.querySelector('span')!.textContent!,
      })),
    )
    expect(outcomes.length).toBeGreaterThanOrEqual(3)
    for (const { href, figure } of outcomes) {
      expect(figure).toMatch(/\d|eight/)
      const response = await fetch(`${fixture.server.url}${href}`)
      expect(response.status, href).toBe(200)
      const html = await response.text()
      expect(html, `${figure} on ${href}`).toContain(figure)
      expect(html).toContain('Case Study')
    }
    expect(await band.getByRole('heading', { level: 2 }).textContent()).toContain(
      'How a Regional Clinic Network',
    )
    expect(await band.getByRole('link', { name: 'Read the case study' }).getAttribute('href')).toBe(
      outcomes[0]!.href,
    )
    expect(await axeViolations(page)).toEqual([])
  })
})
