/**
 * The behaviours every collection manager shares, checked on each of the
 * four (back office part one, acceptance 1 and 5).
 */
import { describe, expect, test } from 'vitest'
import { adminPage as openAdminPage } from './admin'
import { afterNextFrames, axeViolations } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'managers test password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const adminPage = (path: string, options: { javaScriptEnabled?: boolean; width?: number } = {}) =>
  openAdminPage(fixture.browser, fixture.server.url, PASSWORD, path, options)

const managers = [
  {
    slug: 'categories',
    search: ['TECHNOLOGY', 'Healthcare Technology'],
    empty: 'No categories found.',
    notFound: 'Category not found',
    create: 'Create Category',
    required: 'Title is required',
    name: 'AI',
    fill: { Title: 'Managed Care' },
    rename: ['Title', 'Managed Care Programmes'],
    toasts: ['Category created', 'Category updated', 'Moved to trash'],
    update: 'Update Category',
  },
  {
    slug: 'customer-logos',
    search: ['orvalis', 'Orvalis Laboratories'],
    empty: 'No customer logos found.',
    notFound: 'Logo not found',
    create: 'Create Logo',
    required: 'Name is required',
    name: 'Lumivie Clinics',
    fill: { Name: 'Managed Logo Co' },
    rename: ['Name', 'Managed Logo Company'],
    toasts: ['Logo created', 'Logo updated', 'Moved to trash'],
    update: 'Update Logo',
  },
  {
    slug: 'testimonials',
    search: ['OKAFOR', 'James Okafor'],
    empty: 'No testimonials found',
    notFound: 'Testimonial not found',
    create: 'Create Testimonial',
    required: 'Quote is required',
    name: 'James Okafor',
    fill: { Quote: 'A managed quote.', Author: 'Managed Author' },
    rename: ['Author', 'Managed Author Renamed'],
    toasts: ['Testimonial created', 'Testimonial updated', 'Moved to trash'],
    update: 'Update Testimonial',
  },
  {
    slug: 'videos',
    search: ['platform tour', 'Alakin Platform Tour'],
    empty: 'No videos yet',
    notFound: 'Video not found',
    create: 'Add Video',
    required: 'Title must be at least 2 characters',
    name: 'Alakin Platform Tour',
    fill: { 'Video Title': 'Managed Video', 'Video URL': 'https://cdn.example/managed.mp4' },
    rename: ['Video Title', 'Managed Video Renamed'],
    toasts: ['Video added', 'Video updated', 'Moved to trash'],
    update: 'Update Video',
  },
] as const

/**
 * Opens `path` at 375 px and checks it with axe-core, then widens the window to 1280 px and
 * checks it again (one page load for both: a resized window must look right too); the page
 * is left at 1280 px for the test to go on.
 */
async function axeCleanAtBothWidths(path: string) {
  const page = await adminPage(path, { width: 375 })
  expect(await axeViolations(page), `${path} at 375px`).toEqual([])
  await page.setViewportSize({ width: 1280, height: 900 })
  await afterNextFrames(page)
  expect(await axeViolations(page), `${path} at 1280px`).toEqual([])
  return page
}

describe.each(managers)('the $slug manager', (manager) => {
  test('the list passes axe-core at 375 and 1280 px; live search is case-insensitive and has an empty state', async () => {
    const page = await axeCleanAtBothWidths(`/admin/${manager.slug}`)
    const [term, expected] = manager.search
    await page.getByRole('searchbox').fill(term)
    await expect
      .poll(() => page.locator('tbody tr').allTextContents())
      .toEqual([expect.stringContaining(expected)])
    await page.getByRole('searchbox').fill('zzz-nothing-matches')
    await page.getByText(manager.empty, { exact: true }).waitFor()
    await page.context().close()
  })

  test('the form passes axe-core at 375 and 1280 px; create, edit and delete through the pages, each with its toast', async () => {
    const page = await axeCleanAtBothWidths(`/admin/${manager.slug}/new`)
    for (const [label, value] of Object.entries(manager.fill)) {
      await page.getByLabel(label, { exact: true }).fill(value)
    }
    await page.getByRole('button', { name: manager.create }).click()
    await page.getByText(manager.toasts[0], { exact: true }).waitFor()
    const original = manager.fill[manager.rename[0] as keyof typeof manager.fill] as string
    await page.getByRole('link', { name: `Edit ${original}`, exact: true }).click()
    await page.waitForURL(/\/edit\//)
    await page.getByLabel(manager.rename[0], { exact: true }).fill(manager.rename[1])
    await page.getByRole('button', { name: manager.update }).click()
    await page.getByText(manager.toasts[1], { exact: true }).waitFor()
    await page.getByRole('button', { name: `Delete ${manager.rename[1]}`, exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click()
    await page.getByText(manager.toasts[2], { exact: true }).waitFor()
    expect(await page.getByRole('row', { name: new RegExp(manager.rename[1]) }).count()).toBe(0)
    await page.context().close()
  })

  test('cancelling a delete keeps the item', async () => {
    const page = await adminPage(`/admin/${manager.slug}`)
    const before = await page.locator('tbody tr').count()
    const remove = page.getByRole('button', { name: `Delete ${manager.name}` })
    if (await remove.isDisabled()) {
      // A category with resources: the button is disabled (the server refuses too, tested elsewhere).
      expect(manager.slug).toBe('categories')
    } else {
      await remove.click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    }
    expect(await page.locator('tbody tr').count()).toBe(before)
    await page.context().close()
  })

  test('an unknown id goes back to the list with the not-found toast', async () => {
    const page = await adminPage(`/admin/${manager.slug}/edit/nothing-0-here`)
    await page.waitForURL(`${fixture.server.url}/admin/${manager.slug}`)
    await page.getByText(manager.notFound, { exact: true }).waitFor()
    await page.context().close()
  })

  test.each([true, false])(
    'with JavaScript %s the form shows its error in place',
    async (javaScriptEnabled) => {
      const page = await adminPage(`/admin/${manager.slug}/new`, { javaScriptEnabled })
      await page.getByRole('button', { name: manager.create }).click()
      await page.getByText(manager.required, { exact: true }).waitFor()
      expect(new URL(page.url()).pathname).toBe(`/admin/${manager.slug}/new`)
      await page.context().close()
    },
  )
})

test('the audit log and regional offers pass axe-core at 375 px and 1280 px', async () => {
  for (const path of ['/admin/audit', '/admin/regional-offers'])
    await (await axeCleanAtBothWidths(path)).context().close()
})
