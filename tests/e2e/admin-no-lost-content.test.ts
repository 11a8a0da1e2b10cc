/**
 * No edit loses content (issue 19, decision 045): editing one field of each
 * seeded resource through its form stores exactly that change, and a type
 * change that would empty stored fields names them and asks first. A lazily
 * loaded part whose code cannot be fetched leaves the form working.
 */
import type { BrowserContext, ConsoleMessage } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { adminPage as openAdminPage } from './admin'
import { axeViolations } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'no lost content password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const adminPage = (path: string, options: Parameters<typeof openAdminPage>[4] = {}) =>
  openAdminPage(fixture.browser, fixture.server.url, PASSWORD, path, options)

type StoredResource = Record<string, unknown> & { id: string; type: string; link: string }

async function stored(id?: string): Promise<StoredResource[]> {
  const response = await fetch(`${fixture.server.url}/api/resources${id ? `/${id}` : ''}`)
  expect(response.status).toBe(200)
  const body = (await response.json()) as StoredResource | StoredResource[]
  return Array.isArray(body) ? body : [body]
}

describe('editing a seeded resource through its form', () => {
  test.each([true, false])(
    'changes only the field edited, for every seeded resource (JavaScript %s)',
    async (javaScriptEnabled) => {
      const seeded = await stored()
      expect(new Set(seeded.map((resource) => resource.type)).size).toBe(7)
      for (const before of seeded) {
        const page = await adminPage(`/admin/resources/edit/${before.id}`, { javaScriptEnabled })
        const description = `${String(before.description)} Edited (JavaScript ${javaScriptEnabled}).`
        await page.getByLabel('Description', { exact: true }).fill(description)
        await page.getByRole('button', { name: 'Update Resource' }).click()
        await page.waitForURL(/\/admin\/resources$/)
        const [after] = await stored(before.id)
        expect(after, before.type).toEqual({
          ...before,
          description,
          updatedAt: expect.any(String),
        })
        await page.context().close()
      }
      // The white paper's body is still on its public page.
      const whitePaper = seeded.find((resource) => resource.type === 'white-paper')!
      const html = await (await fetch(`${fixture.server.url}${whitePaper.link}`)).text()
      expect(html).toContain('Inside the guide')
    },
    120_000,
  )

  test('white papers and webinars show the content they store', async () => {
    for (const resource of await stored()) {
      if (resource.type !== 'white-paper' && resource.type !== 'webinar') continue
      const page = await adminPage(`/admin/resources/edit/${resource.id}`)
      await page.getByText('Content (Optional)', { exact: true }).waitFor()
      const editor = page.getByRole('textbox', { name: 'Content (Optional)' })
      await expect
        .poll(() => editor.textContent())
        .toContain(resource.type === 'white-paper' ? 'Inside the guide' : 'What we cover')
      await page.context().close()
    }
  })
})

describe('a type change that would drop stored fields', () => {
  test('names them and saves only once confirmed', async () => {
    const event = (await stored()).find((resource) => resource.type === 'event')!
    const page = await adminPage(`/admin/resources/edit/${event.id}`)
    await page.getByLabel('Resource Type').selectOption('news-article')
    await page.getByRole('button', { name: 'Update Resource' }).click()
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'Saving would remove stored content' })
    await warning.waitFor()
    expect(await warning.textContent()).toContain(
      'A News Article does not keep these fields, so saving removes what they hold: Start Date, End Date, Start Time, Time Zone, Duration, Location.',
    )
    expect(await axeViolations(page)).toEqual([])
    // Nothing was saved yet.
    expect((await stored(event.id))[0]).toEqual(event)

    // The warning is about the type it was sent with: it hides while another is chosen.
    await page.getByLabel('Resource Type').selectOption('event')
    await expect.poll(() => warning.count()).toBe(0)
    await page.getByLabel('Resource Type').selectOption('news-article')
    await warning.getByRole('button', { name: 'Save and remove these fields' }).click()
    await page.waitForURL(/\/admin\/resources$/)
    await page.getByText('Resource updated', { exact: true }).waitFor()
    const [after] = await stored(event.id)
    expect(after).toEqual({
      ...event,
      type: 'news-article',
      startDate: null,
      endDate: null,
      startTime: null,
      timeZone: null,
      duration: null,
      location: null,
      // Every type keeps its cover image (decision 109).
      updatedAt: expect.any(String),
    })
    await page.context().close()
  })

  test('asks without JavaScript too, and a call-to-action change counts', async () => {
    const download = (await stored()).find(
      (resource) => resource.type === 'compliance-doc' && resource.ctaType === 'download',
    )!
    const page = await adminPage(`/admin/resources/edit/${download.id}`, {
      javaScriptEnabled: false,
    })
    await page.getByLabel('CTA Type').selectOption('request')
    await page.getByRole('button', { name: 'Update Resource' }).click()
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'Saving would remove stored content' })
    await warning.waitFor()
    expect(await warning.textContent()).toContain('saving removes what they hold: PDF URL.')
    expect((await stored(download.id))[0]).toEqual(download)
    await warning.getByRole('button', { name: 'Save and remove these fields' }).click()
    await page.waitForURL(/\/admin\/resources$/)
    expect((await stored(download.id))[0]).toEqual({
      ...download,
      ctaType: 'request',
      pdfUrl: null,
      updatedAt: expect.any(String),
    })
    await page.context().close()
  })
})

describe('a lazily loaded part whose code cannot be fetched', () => {
  /**
   * Refuses the first `times` requests for the chunk `name` (every one by default);
   * `gaveUp` resolves once the page has logged that the part could not be loaded.
   */
  function refuse(name: string, times = Infinity) {
    let gaveUp!: Promise<ConsoleMessage>
    const beforeOpen = async (context: BrowserContext) => {
      gaveUp = context.waitForEvent('console', (message) =>
        message.text().includes('A part of the page could not be loaded'),
      )
      // Not awaited by a test whose part does load in the end: its context closes first.
      gaveUp.catch(() => undefined)
      let refused = 0
      await context.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) =>
        refused++ < times ? route.abort() : route.continue(),
      )
    }
    return { beforeOpen, gaveUp: () => gaveUp }
  }

  test('without the toaster, the logo form stays with what was typed and saves', async () => {
    const toaster = refuse('toaster')
    // The first page after logging in toasts 'Login successful': the toaster is asked for.
    const page = await adminPage('/admin/customer-logos/new', toaster)
    await page.getByLabel('Name').fill('Toastless Clinic')
    await toaster.gaveUp()
    expect(await page.getByLabel('Name').inputValue()).toBe('Toastless Clinic')
    await page.getByRole('button', { name: 'Create Logo' }).click()
    await page.waitForURL(/\/admin\/customer-logos$/)
    await page.locator('tbody tr').filter({ hasText: 'Toastless Clinic' }).waitFor()
    await page.context().close()
  })

  test('a toaster request lost once is made again, and the toast shows', async () => {
    const page = await adminPage('/admin/customer-logos/new', refuse('toaster', 1))
    await page.getByText('Login successful').waitFor()
    await page.context().close()
  })

  test('without the rich-text editor, the textarea keeps the body and saves it', async () => {
    const whitePaper = (await stored()).find((resource) => resource.type === 'white-paper')!
    const editor = refuse('rich-text-editor')
    const page = await adminPage(`/admin/resources/edit/${whitePaper.id}`, editor)
    await editor.gaveUp()
    const body = page.getByRole('textbox', { name: 'Content (Optional)' })
    expect(await body.inputValue()).toBe(whitePaper.content)
    await body.fill(`${String(whitePaper.content)}<p>Added without the editor.</p>`)
    await page.getByRole('button', { name: 'Update Resource' }).click()
    await page.waitForURL(/\/admin\/resources$/)
    const [after] = await stored(whitePaper.id)
    expect(after!.content).toBe(`${String(whitePaper.content)}<p>Added without the editor.</p>`)
    await page.context().close()
  })
})
