import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { adminPage as openAdminPage } from './admin'
import { axeViolations } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'categories test password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })

const rows = (page: Page) => page.locator('tbody tr')
const adminPage = (path: string, options: { javaScriptEnabled?: boolean; width?: number } = {}) =>
  openAdminPage(fixture.browser, fixture.server.url, PASSWORD, path, options)

describe('the category manager with JavaScript', () => {
  test('lists the seed with the spec columns; search filters live; axe-core passes at both widths', async () => {
    for (const width of [375, 1280]) {
      const page = await adminPage('/admin/categories', { width })
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Categories')
      expect(await page.locator('thead th').allTextContents()).toEqual([
        'Icon',
        'Title',
        'Slug',
        'Description',
        'Resources',
        'Status',
        'Actions',
      ])
      expect(await rows(page).count()).toBe(3)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    }
    const page = await adminPage('/admin/categories')
    await page.getByLabel('Search categories...').fill('HEALTHCARE')
    await expect.poll(() => rows(page).count()).toBe(1)
    await page.getByLabel('Search categories...').fill('no such thing')
    await page.getByText('No categories found.').waitFor()
    await page.context().close()
  })

  test('create with a validation error, then edit, then delete with cancel and confirm', async () => {
    const page = await adminPage('/admin/categories/new')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Create Category' }).click()
    await page.getByText('Title is required').waitFor()
    await page.getByLabel('Title').fill('Home Hospital')
    await page.getByLabel('Description').fill('Hospital-level care at home.')
    await page.getByLabel('Icon').selectOption('Calendar')
    await page.getByRole('button', { name: 'Create Category' }).click()
    await page.waitForURL(`${fixture.server.url}/admin/categories`)
    await page.getByText('Category created').waitFor()
    const row = rows(page).filter({ hasText: 'Home Hospital' })
    expect(await row.locator('td').nth(2).textContent()).toBe('home-hospital')

    await row.getByRole('link', { name: 'Edit Home Hospital' }).click()
    await page.waitForURL(/\/admin\/categories\/edit\//)
    expect(await page.getByLabel('Title').inputValue()).toBe('Home Hospital')
    await page.getByLabel('Title').fill('Hospital at Home')
    await page.getByRole('button', { name: 'Update Category' }).click()
    await page.getByText('Category updated').waitFor()
    const renamed = rows(page).filter({ hasText: 'Hospital at Home' })
    expect(await renamed.locator('td').nth(2).textContent()).toBe('hospital-at-home')

    await renamed.getByRole('button', { name: 'Delete Hospital at Home' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    expect(await rows(page).filter({ hasText: 'Hospital at Home' }).count()).toBe(1)
    await renamed.getByRole('button', { name: 'Delete Hospital at Home' }).click()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click()
    await page.getByText('The category has been successfully removed.').waitFor()
    expect(await rows(page).filter({ hasText: 'Hospital at Home' }).count()).toBe(0)
    await page.context().close()
  })

  test('every write is in the audit log with its changed fields', async () => {
    const page = await adminPage('/admin/audit?type=categories&action=update')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Audit Log')
    const entries = page.locator('tbody tr')
    expect(await entries.count()).toBeGreaterThan(0)
    // In words: what happened to which category, and the changed fields by their labels.
    expect(await entries.first().locator('td').nth(1).textContent()).toMatch(/^Edited “.+”$/)
    expect(await entries.first().locator('td').nth(2).textContent()).toBe('Categories')
    expect(await entries.first().locator('td').last().textContent()).toContain('Title')
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  test('a category with resources: delete disabled, and the server refuses it with 409', async () => {
    const page = await adminPage('/admin/categories')
    const ai = rows(page).filter({ hasText: 'AI' }).first()
    expect(await ai.getByRole('button', { name: 'Delete AI' }).isDisabled()).toBe(true)
    const editHref = await ai.getByRole('link', { name: 'Edit AI' }).getAttribute('href')
    const id = editHref!.split('/').pop()!
    const status = await page.evaluate(async (categoryId) => {
      const body = new FormData()
      body.set('csrf', (document.querySelector('input[name=csrf]') as HTMLInputElement).value)
      body.set('id', categoryId)
      return (await fetch('/admin/categories', { method: 'POST', body })).status
    }, id)
    expect(status).toBe(409)
    expect(await rows(page).filter({ hasText: 'AI' }).count()).toBeGreaterThan(0)
    await page.context().close()
  })

  test('an unknown id goes back to the list with "Category not found"', async () => {
    const page = await adminPage('/admin/categories/edit/category-0-nothing')
    await page.waitForURL(`${fixture.server.url}/admin/categories`)
    await page.getByText('Category not found').waitFor()
    await page.context().close()
  })
})

describe('the category manager without JavaScript', () => {
  test('errors in place, create, and delete through the inline confirmation', async () => {
    const page = await adminPage('/admin/categories/new', { javaScriptEnabled: false })
    await page.getByLabel('Description').fill('Kept text')
    await page.getByRole('button', { name: 'Create Category' }).click()
    await page.getByText('Title is required').waitFor()
    expect(await page.getByLabel('Description').inputValue()).toBe('Kept text')
    await page.getByLabel('Title').fill('No Script Category')
    await page.getByRole('button', { name: 'Create Category' }).click()
    await page.waitForURL(`${fixture.server.url}/admin/categories`)
    const row = rows(page).filter({ hasText: 'No Script Category' })
    await row.getByRole('link', { name: 'Delete No Script Category' }).click()
    await page
      .getByText('“No Script Category” goes to the trash, where you can restore it.')
      .waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click()
    await page.waitForURL(`${fixture.server.url}/admin/categories`)
    expect(await rows(page).filter({ hasText: 'No Script Category' }).count()).toBe(0)
    await page.context().close()
  })
})
