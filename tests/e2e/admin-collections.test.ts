import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { adminPage as openAdminPage } from './admin'
import { axeViolations } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'collections test password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })

const adminPage = (path: string, options: { javaScriptEnabled?: boolean; width?: number } = {}) =>
  openAdminPage(fixture.browser, fixture.server.url, PASSWORD, path, options)
const rows = (page: Page) => page.locator('tbody tr')

describe('testimonials', () => {
  test('sorted by order with the spec columns; create, edit, delete names the author', async () => {
    const page = await adminPage('/admin/testimonials')
    expect(await page.locator('thead th').allTextContents()).toEqual([
      'Order',
      'Author',
      'Role',
      'Company',
      'Quote',
      'Status',
      'Actions',
    ])
    expect(await rows(page).locator('td:first-child').allTextContents()).toEqual(['1', '2'])
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Add New Testimonial' }).click()
    await page.waitForURL(/\/new$/)
    await page.getByRole('button', { name: 'Create Testimonial' }).click()
    await page.getByText('Author is required').waitFor()
    await page.getByLabel('Quote').fill('It changed how our nurses work.')
    await page.getByLabel('Author', { exact: true }).fill('Nadia Benali')
    await page.getByLabel('Display Order').fill('0')
    await page.getByRole('button', { name: 'Create Testimonial' }).click()
    await page.getByText('Testimonial created').waitFor()
    expect(await rows(page).first().locator('td').nth(1).textContent()).toBe('Nadia Benali')

    await rows(page).first().getByRole('button', { name: 'Delete Nadia Benali' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click()
    await page.getByText("Nadia Benali's testimonial has been removed.").waitFor()
    await page.context().close()
  })

  test('the empty state offers to add the first one', async () => {
    const page = await adminPage('/admin/testimonials?q=nobody-says-this')
    await page.getByText('No testimonials found').waitFor()
    const empty = await adminPage('/admin/testimonials/edit/testimonial-0-missing')
    await empty.waitForURL(`${fixture.server.url}/admin/testimonials`)
    await empty.getByText('Testimonial not found').waitFor()
    await page.context().close()
    await empty.context().close()
  })
})

describe('customer logos', () => {
  test('a missing image shows the first letter; saving fills alt and the other path', async () => {
    const page = await adminPage('/admin/customer-logos')
    expect(await page.locator('thead th').allTextContents()).toEqual([
      'Preview',
      'Name',
      'Logo Path',
      'Display Order',
      'Status',
      'Actions',
    ])
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Add New Logo' }).click()
    await page.waitForURL(/\/new$/)
    // The address changes a moment before the form replaces the list, whose search
    // field ("Search logos by name...") would otherwise take the name (a CI run did).
    const create = page.getByRole('button', { name: 'Create Logo' })
    await create.waitFor()
    await page.getByLabel('Name', { exact: true }).fill('Zenith Care')
    await page.getByLabel('Logo Path').fill('/media/logos/zenith-care.svg')
    // An empty order is stored as 0 (back-office §5).
    await page.getByLabel('Display Order').fill('')
    await create.click()
    // The saved row in the list (the 4-second toast is an announcement, not the outcome).
    await page.waitForURL(/\/admin\/customer-logos$/)
    const row = rows(page).filter({ hasText: 'Zenith Care' })
    await row.waitFor()
    expect(await row.locator('td').nth(3).textContent()).toBe('0')
    // The letter replaces the image once its request has failed.
    await expect.poll(() => row.locator('td').first().textContent()).toBe('Z')
    await row.getByRole('link', { name: 'Edit Zenith Care' }).click()
    await page.waitForURL(/edit/)
    expect(await page.getByLabel('Logo URL').inputValue()).toBe('/media/logos/zenith-care.svg')
    expect(await page.getByLabel('Alt Text').inputValue()).toBe('Zenith Care')
    await page.getByLabel('Logo URL').fill('/definitely/missing.png')
    await page.getByText('The image could not be loaded. Please check the URL.').waitFor()
    await page.context().close()
  })
})

describe('image uploads', () => {
  // A 1×1 transparent PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  )

  test('a logo image is checked by its content, stored, served and cached', async () => {
    const page = await adminPage('/admin/customer-logos/new')
    await page.getByLabel('Name').fill('Uploaded Health')
    const file = page.getByLabel('Or upload an image (PNG, JPEG or WebP, 2 MB at most)')
    await file.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a png'),
    })
    await page.getByRole('button', { name: 'Create Logo' }).click()
    await page.getByText('Only PNG, JPEG or WebP images are accepted.').waitFor()
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])
    await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big })
    await page.getByRole('button', { name: 'Create Logo' }).click()
    await page.getByText('The image must be at most 2 MB.').waitFor()

    await file.setInputFiles({
      name: 'Uploaded Health Logo.PNG',
      mimeType: 'application/octet-stream',
      buffer: png,
    })
    await page.getByRole('button', { name: 'Create Logo' }).click()
    await page.getByText('Logo created').waitFor()
    const src = await rows(page)
      .filter({ hasText: 'Uploaded Health' })
      .locator('img')
      .getAttribute('src')
    expect(src).toMatch(/^\/uploads\/uploaded-health-logo-[0-9a-f]{8}\.png$/)
    const served = await fetch(`${fixture.server.url}${src}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    // Re-encoded by sharp without its metadata (decision 107): the same image, not the same bytes.
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([image.format, image.width, image.height]).toEqual(['png', 1, 1])
    expect((await fetch(`${fixture.server.url}/uploads/nothing-here.png`)).status).toBe(404)
    await page.context().close()
  })
})

describe('demo videos', () => {
  test('title with count, every message word for word, create and update', async () => {
    const page = await adminPage('/admin/videos')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Demo Videos(3)')
    await page.getByRole('link', { name: 'Add New Video' }).click()
    await page.getByRole('heading', { level: 1, name: 'Add New Video' }).waitFor()
    await page.getByLabel('Video Title').fill('V')
    await page.getByLabel('Video URL').fill('nope')
    await page.getByLabel('Overlay Text (Optional)').fill('x'.repeat(201))
    await page.getByRole('button', { name: 'Add Video' }).click()
    for (const message of [
      'Title must be at least 2 characters',
      'Please enter a valid URL',
      'Overlay text must be less than 200 characters',
    ]) {
      await page.getByText(message).waitFor()
    }
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('Video Title').fill('Pathway Builder in Two Minutes')
    await page.getByLabel('Video URL').fill('https://cdn.example/builder.mp4')
    await page.getByLabel('Overlay Text (Optional)').fill('')
    await page.getByLabel('Both Pages').check()
    await page.getByRole('button', { name: 'Add Video' }).click()
    await page.getByText('Video added').waitFor()
    const row = rows(page).filter({ hasText: 'Pathway Builder in Two Minutes' })
    expect(await row.locator('td').nth(1).textContent()).toBe('Both Pages')
    await row.getByRole('link', { name: 'Edit Pathway Builder in Two Minutes' }).click()
    expect(await page.getByLabel('Both Pages').isChecked()).toBe(true)
    await page.getByRole('link', { name: 'Back to Videos' }).waitFor()
    await page.getByRole('button', { name: 'Update Video' }).click()
    await page.getByText('Video updated').waitFor()
    await page.context().close()
  })

  test('without JavaScript the form still validates and saves', async () => {
    const page = await adminPage('/admin/videos/new', { javaScriptEnabled: false })
    await page.getByLabel('Video Title').fill('No JS Video')
    await page.getByRole('button', { name: 'Add Video' }).click()
    await page.getByText('Please enter a valid URL').waitFor()
    expect(await page.getByLabel('Video Title').inputValue()).toBe('No JS Video')
    await page.getByLabel('Video URL').fill('/media/videos/nojs.mp4')
    await page.getByRole('button', { name: 'Add Video' }).click()
    await page.waitForURL(`${fixture.server.url}/admin/videos`)
    expect(await rows(page).filter({ hasText: 'No JS Video' }).count()).toBe(1)
    await page.context().close()
  })
})

describe('regional offers', () => {
  test('every region is listed; an edit is saved, a bad link refused; axe-core passes', async () => {
    const page = await adminPage('/admin/regional-offers')
    expect(await page.locator('form[id^=region-]').count()).toBe(7)
    expect(await axeViolations(page)).toEqual([])
    const france = page.locator('form#region-FR')
    await france.getByLabel('Button link').fill('https://evil.example')
    await france.getByRole('button', { name: 'Save France' }).click()
    await france.getByText('Use a path on this site, such as /contact?demo=true').waitFor()
    await france.getByLabel('Button link').fill('/contact?department=sales')
    await france.getByLabel('Offer title').fill('Essai de 60 jours')
    await france.getByRole('button', { name: 'Save France' }).click()
    await page.getByText('France offer updated').waitFor()
    expect(await page.locator('form#region-FR').getByLabel('Offer title').inputValue()).toBe(
      'Essai de 60 jours',
    )
    const api = await page
      .context()
      .request.get(`${fixture.server.url}/admin/audit?type=regional-offers`)
    expect(await api.text()).toContain('FR')
    await page.context().close()
  })
})
