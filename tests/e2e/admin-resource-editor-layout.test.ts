/**
 * The resource editor's layout (issue 38): from 1024 px the content and a side
 * panel (publishing, category, cover, links and files) side by side, one
 * column on a phone; the save bar in view wherever the form is scrolled; a
 * preview of the chosen cover and PDF; "No category" for a compliance
 * document without one, in the list and the editor.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { simplePdf } from '~/db/seed-pdf'
import { adminPage, searchAdminList } from './admin'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'resource editor layout password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const WHITE_PAPER = '/admin/resources/edit/resource-1735689600000-no-code-guide'
const CE_MARK = '/admin/resources/edit/resource-1735689600000-ce-mark'
const open = (path: string, width = 1280) =>
  adminPage(fixture.browser, fixture.server.url, PASSWORD, path, { width })

const tmp = path.join(os.tmpdir(), `resource-editor-layout-${process.pid}`)
beforeAll(() => fs.mkdir(tmp, { recursive: true }))
afterAll(() => fs.rm(tmp, { recursive: true, force: true }))

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).boundingBox()
  if (!found) throw new Error(`${selector} is not shown`)
  return found
}

/** Whether the Save button lies wholly inside the window, after scrolling to `fraction` of the page. */
async function saveInViewAt(page: Page, fraction: number) {
  await page.evaluate(
    (at) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * at),
    fraction,
  )
  const save = page.locator('[data-save-bar]').getByRole('button', { name: 'Update Resource' })
  return save.evaluate((button) => {
    const { top, bottom } = button.getBoundingClientRect()
    return top >= 0 && bottom <= window.innerHeight
  })
}

describe('the resource editor', () => {
  test('at 1280 px: the side panel right of the content, the save bar in view at the middle and the bottom', async () => {
    const page = await open(WHITE_PAPER)
    const content = await box(page, '[data-editor-content]')
    const side = await box(page, '[data-editor-side]')
    expect(side.x).toBeGreaterThanOrEqual(content.x + content.width)
    expect(side.y).toBeLessThan(content.y + content.height / 2)
    // The panel holds publishing, category, cover and the PDF; the content its fields.
    for (const label of ['Publish now', 'Category', 'Image URL', 'PDF URL'])
      expect(await page.locator('[data-editor-side]').getByLabel(label).count()).toBe(1)
    expect(await page.locator('[data-editor-content]').getByLabel('Title').count()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(
      true,
    )
    expect(await saveInViewAt(page, 0.5)).toBe(true)
    expect(await saveInViewAt(page, 1)).toBe(true)
    expect(await saveInViewAt(page, 0)).toBe(true)

    // The save bar says when the form holds unsaved changes.
    const state = page.locator('[data-save-bar] [aria-live]')
    expect(await state.textContent()).toBe('')
    await page.getByLabel('Description', { exact: true }).fill('A changed description')
    await expect.poll(() => state.textContent()).toBe('Unsaved changes')
    await page.context().close()
  })

  test('at 375 px: one column, nothing wider than the screen, Save reachable', async () => {
    const page = await open(WHITE_PAPER, 375)
    const content = await box(page, '[data-editor-content]')
    const side = await box(page, '[data-editor-side]')
    expect(side.y).toBeGreaterThanOrEqual(content.y + content.height)
    expect(Math.abs(side.x - content.x)).toBeLessThan(1)
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true)
    expect(await saveInViewAt(page, 0.5)).toBe(true)
    expect(await saveInViewAt(page, 1)).toBe(true)
    await page.context().close()
  })

  test('choosing a cover shows it, choosing a PDF shows its name, size and type', async () => {
    const page = await open(WHITE_PAPER)
    const cover = page.locator('img[data-testid="imageFile-preview"]')
    const png = path.join(tmp, 'cover.png')
    await sharp({ create: { width: 64, height: 36, channels: 3, background: '#1d4ed8' } })
      .png()
      .toFile(png)
    await page.getByLabel('Or upload an image').setInputFiles(png)
    await cover.waitFor()
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(64)
    expect(await cover.getAttribute('src')).toMatch(/^blob:/)
    expect(await cover.getAttribute('alt')).toBe('Cover preview')

    const pdf = path.join(tmp, 'ward-guide.pdf')
    await fs.writeFile(pdf, simplePdf('Ward guide', ['A guide for ward teams.']))
    await page.getByLabel('Or upload a PDF').setInputFiles(pdf)
    const file = page.getByTestId('pdfFile-preview')
    await expect.poll(() => file.textContent()).toMatch(/^ward-guide\.pdfPDF document, \d+ kB$/)
    await page.context().close()
  })

  test('a compliance document without a category says "No category", in the list and the editor', async () => {
    const list = await open('/admin/resources')
    await searchAdminList(list, 'CE Mark')
    const row = list.getByRole('row').filter({ hasText: 'CE Mark Medical Device Class I' })
    await expect.poll(() => row.textContent()).toContain('No category')
    expect(await row.textContent()).not.toContain('Unknown')
    await list.context().close()

    const editor = await open(CE_MARK)
    const category = editor.getByLabel('Category', { exact: true })
    expect(
      await category.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    ).toBe('No category')
    await editor.context().close()
  })
})
