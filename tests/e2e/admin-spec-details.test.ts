/**
 * The back office's exact behaviours that issue 19 found off: the dashboard's
 * counts, the video save toasts, the empty testimonial list's link, the logo
 * preview, and one click on Create after switching the resource type.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { adminPage as openAdminPage } from './admin'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'spec details password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const adminPage = (path: string, options: { javaScriptEnabled?: boolean } = {}) =>
  openAdminPage(fixture.browser, fixture.server.url, PASSWORD, path, options)

const AI_CATEGORY = 'category-1735689600000-ai'

/** Sends a back-office form as the page would (its session and form token). */
async function post(page: Page, path: string, form: Record<string, string>) {
  const csrf = await page.locator('input[name="csrf"]').first().inputValue()
  const response = await page.request.post(`${fixture.server.url}${path}`, {
    form: { csrf, ...form },
    headers: { Origin: fixture.server.url },
  })
  expect(response.status(), path).toBe(200)
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('the dashboard', () => {
  const counts = (page: Page) =>
    page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('[data-testid^="count-"]')].map((element) => [
          element.getAttribute('data-testid')!.slice('count-'.length),
          Number(element.textContent),
        ]),
      ),
    )

  test('counts the resources of each type, and only upcoming events', async () => {
    const page = await adminPage('/admin')
    expect(await counts(page)).toEqual({
      caseStudies: 1,
      whitePapers: 1,
      webinars: 1,
      upcomingEvents: 1,
      newsroom: 2,
      complianceDocs: 2,
      categories: 3,
    })
    const event = {
      type: 'event',
      description: 'An event.',
      categoryId: AI_CATEGORY,
      startTime: '10:00',
      timeZone: 'UTC',
      duration: '1 hour',
      location: 'Online',
      content: '<p>Programme.</p>',
    }
    await post(page, '/admin/resources/new', {
      ...event,
      title: 'A Past Meetup',
      startDate: inDays(-30),
    })
    await post(page, '/admin/resources/new', {
      ...event,
      title: 'A Coming Meetup',
      startDate: inDays(20),
    })
    await post(page, '/admin/resources/new', {
      type: 'news-article',
      title: 'Counted News',
      description: 'News.',
      categoryId: AI_CATEGORY,
      content: '<p>News.</p>',
    })
    await page.reload()
    expect(await counts(page)).toMatchObject({ upcomingEvents: 2, newsroom: 3, caseStudies: 1 })
    await page.context().close()
  })
})

describe('the video form', () => {
  test('says what it did, with the descriptions', async () => {
    const page = await adminPage('/admin/videos/new')
    await page.getByLabel('Video Title', { exact: true }).fill('Toast Video')
    await page.getByLabel('Video URL', { exact: true }).fill('https://cdn.example/toast.mp4')
    await page.getByRole('button', { name: 'Add Video' }).click()
    await page.getByText('Video added', { exact: true }).waitFor()
    await page.getByText('The new video has been successfully created.', { exact: true }).waitFor()
    await page.getByRole('link', { name: 'Edit Toast Video', exact: true }).click()
    await page.waitForURL(/\/edit\//)
    await page.getByLabel('Video Title', { exact: true }).fill('Toast Video Renamed')
    await page.getByRole('button', { name: 'Update Video' }).click()
    await page.getByText('Video updated', { exact: true }).waitFor()
    await page.getByText('The video has been successfully updated.', { exact: true }).waitFor()
    await page.context().close()
  })
})

describe('the testimonial list', () => {
  test("empty, it offers 'Add Your First Testimonial'", async () => {
    const page = await adminPage('/admin/testimonials')
    const testimonials = (await (
      await fetch(`${fixture.server.url}/api/testimonials`)
    ).json()) as Array<{ id: string }>
    for (const { id } of testimonials) await post(page, '/admin/testimonials', { id })
    for (const javaScriptEnabled of [true, false]) {
      const list = await adminPage('/admin/testimonials', { javaScriptEnabled })
      await list.getByText('No testimonials found', { exact: true }).waitFor()
      await list.getByRole('link', { name: 'Add Your First Testimonial', exact: true }).click()
      await list.waitForURL(`${fixture.server.url}/admin/testimonials/new`)
      await list.context().close()
    }
    // An empty search is not an empty list: no invitation there.
    await page.goto(`${fixture.server.url}/admin/testimonials?q=nobody`)
    await page.getByText('No testimonials found', { exact: true }).waitFor()
    expect(await page.getByRole('link', { name: 'Add Your First Testimonial' }).count()).toBe(0)
    await page.context().close()
  })
})

describe('the logo form', () => {
  const preview = (page: Page) => page.getByTestId('image-preview')
  const imageError = (page: Page) =>
    page.getByText('The image could not be loaded. Please check the URL.', { exact: true })

  test('previews the logo URL, else the logo path; a broken image says so', async () => {
    const page = await adminPage('/admin/customer-logos/new')
    await page.getByLabel('Logo Path', { exact: true }).fill('/media/logos/lumivie-clinics.svg')
    await expect
      .poll(() => preview(page).getAttribute('src'))
      .toBe('/media/logos/lumivie-clinics.svg')
    await page.getByLabel('Logo URL', { exact: true }).fill('/media/logos/mutuelle-aubepine.svg')
    await expect
      .poll(() => preview(page).getAttribute('src'))
      .toBe('/media/logos/mutuelle-aubepine.svg')
    await page.getByLabel('Logo URL', { exact: true }).fill('/media/logos/no-such-logo.png')
    await page.getByText('Image error', { exact: true }).waitFor()
    await imageError(page).first().waitFor()
    await expect.poll(() => preview(page).count()).toBe(0)
    await page.context().close()
  })

  test("an edit page opening with a broken image shows 'Image error'", async () => {
    const page = await adminPage('/admin/customer-logos/new')
    await page.getByLabel('Name', { exact: true }).fill('Broken Logo Co')
    await page.getByLabel('Logo URL', { exact: true }).fill('/media/logos/no-such-logo.png')
    // The preview's toast of the form being filled is not the one this test is about.
    await page.getByText('Image error', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Create Logo' }).click()
    await page.getByText('Logo created', { exact: true }).waitFor()
    const edit = page.getByRole('link', { name: 'Edit Broken Logo Co', exact: true })
    const href = (await edit.getAttribute('href'))!
    await page.context().close()

    const opened = await adminPage(href)
    await opened.getByText('Image error', { exact: true }).waitFor()
    await imageError(opened).waitFor()
    await expect.poll(() => preview(opened).count()).toBe(0)
    await opened.context().close()
  })
})

describe('the resource form', () => {
  const errors = (page: Page) =>
    page
      .locator('[id$="-error"]')
      .evaluateAll((elements) =>
        elements.map((element) => element.textContent ?? '').filter(Boolean),
      )

  test("after a failed create, one click on Create runs the new type's rules", async () => {
    const page = await adminPage('/admin/resources/new')
    await page.getByRole('button', { name: 'Create Resource' }).click()
    await expect
      .poll(() => errors(page))
      .toEqual([
        'Title is required',
        'Description is required',
        // The content column first, then the side panel's category (decision 133).
        'Content is required',
        'Category is required',
      ])
    await page.getByLabel('Resource Type').selectOption('webinar')
    await expect.poll(() => errors(page)).toEqual([])
    await page.getByRole('button', { name: 'Create Resource' }).click()
    await expect
      .poll(() => errors(page))
      .toEqual([
        'Title is required',
        'Description is required',
        'Category is required',
        'Video URL is required',
      ])
    await page.context().close()
  })

  test('a compliance document may go without a category; other types may not', async () => {
    const page = await adminPage('/admin/resources/new?type=compliance-doc')
    await page.getByLabel('Category').selectOption({ label: 'No category' })
    await page.getByLabel('Title', { exact: true }).fill('Uncategorised Policy')
    await page.getByLabel('Description', { exact: true }).fill('A policy.')
    await page.getByLabel('CTA Type').selectOption('contact')
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('The policy.')
    await page.getByRole('button', { name: 'Create Resource' }).click()
    await page.getByText('Resource created', { exact: true }).waitFor()
    const resources = (await (await fetch(`${fixture.server.url}/api/resources`)).json()) as Array<
      Record<string, unknown>
    >
    expect(resources.find((resource) => resource.title === 'Uncategorised Policy')).toMatchObject({
      categoryId: null,
      link: '/resources/compliance/uncategorised-policy',
    })
    await page.context().close()
  })
})
