/**
 * The back office on a phone (issue 38): at 375 px the navigation waits in a
 * drawer behind a Menu button, so a page starts with its own heading, and a
 * list's rows stack with their Edit and Move to trash buttons on screen; at
 * 1280 px the navigation is a column beside the page and the list a table.
 */
import { describe, expect, test } from 'vitest'
import { adminNav, adminPage } from './admin'
import { axeViolations } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'phone layout password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const open = (path: string, width: number) =>
  adminPage(fixture.browser, fixture.server.url, PASSWORD, path, { width })

describe('the navigation', () => {
  test('at 375 px sits in a drawer that opens from Menu and closes on navigation', async () => {
    const page = await open('/admin/resources', 375)
    const heading = page.getByRole('heading', { level: 1, name: 'Manage Resources' })
    // No link list above the page: its heading is in the first tenth of a phone screen.
    expect((await heading.boundingBox())!.y).toBeLessThan(120)
    expect(await page.getByRole('link', { name: 'Audit Log' }).count()).toBe(0)
    const nav = await adminNav(page)
    const drawer = page.getByRole('dialog', { name: 'Back office' })
    expect(await nav.getByRole('link', { name: 'Resources' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(await axeViolations(page)).toEqual([])
    await nav.getByRole('link', { name: 'Audit Log' }).click()
    await page.waitForURL(`${fixture.server.url}/admin/audit`)
    await drawer.waitFor({ state: 'detached' })
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor()
    await page.context().close()
  })

  test('at 1280 px is a column beside the page, with no Menu button', async () => {
    const page = await open('/admin/resources', 1280)
    const nav = page.getByRole('navigation', { name: 'Back office' })
    await nav.getByRole('link', { name: 'Audit Log' }).waitFor()
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false)
    const navBox = (await nav.boundingBox())!
    const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    expect(headingBox.x).toBeGreaterThanOrEqual(navBox.x + navBox.width)
    await page.context().close()
  })
})

describe('a list', () => {
  test.each(['/admin/resources', '/admin/testimonials', '/admin/trash', '/admin/audit'])(
    'at 375 px, %s stacks its rows with every button on screen and no sideways scroll',
    async (path) => {
      const page = await open(path, 375)
      if (path === '/admin/trash') {
        // Something in the trash, so that the list has a row.
        await page.goto(`${fixture.server.url}/admin/testimonials`)
        await page
          .getByRole('button', { name: /^Delete / })
          .first()
          .click()
        await page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click()
        await page.getByRole('alertdialog').waitFor({ state: 'detached' })
        await page.goto(`${fixture.server.url}${path}`)
      }
      const rows = page.locator('tbody tr')
      await rows.first().waitFor()
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true)
      // The column headings are read out, and shown before each value instead.
      expect((await page.locator('thead').boundingBox())!.height).toBeLessThanOrEqual(1)
      const first = rows.first()
      const label = await first
        .locator('td')
        .first()
        .evaluate((cell) => getComputedStyle(cell, '::before').content)
      expect(label).not.toBe('none')
      const buttons = first.locator('a, button')
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(375)
      }
      const table = (await page.locator('table').boundingBox())!
      expect(table.width).toBeLessThanOrEqual(375)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    },
  )

  test('at 1280 px is a table with its column headings', async () => {
    const page = await open('/admin/resources', 1280)
    await page.getByRole('columnheader', { name: /^Title/ }).waitFor()
    const cells = await page.locator('tbody tr').first().locator('td').all()
    const tops = await Promise.all(cells.map(async (cell) => (await cell.boundingBox())!.y))
    expect(new Set(tops).size).toBe(1)
    await page.context().close()
  })
})
