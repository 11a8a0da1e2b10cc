/**
 * A stale save (issue 38, never lose work): two editors open the same item;
 * the second to save is refused, sees who saved the other version, when, and
 * the fields where it differs, then keeps theirs or takes the other. At 375
 * and 1280 px, on the resource form and a generic collection's form.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { adminPage } from './admin'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'stale save password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const WHITE_PAPER = '/admin/resources/edit/resource-1735689600000-no-code-guide'

const open = (path: string, width: number) =>
  adminPage(fixture.browser, fixture.server.url, PASSWORD, path, { width })
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const save = (page: Page, name: RegExp) => page.getByRole('button', { name }).click()

describe('a save over a version saved meanwhile', () => {
  test('at 375 px on the resource form: refused, the other version shown, mine kept on request', async () => {
    const first = await open(WHITE_PAPER, 1280)
    const second = await open(WHITE_PAPER, 375)
    const original = await field(second, 'Title').inputValue()

    await field(first, 'Title').fill('A title saved by the first editor')
    await save(first, /^Update/)
    await first.waitForURL(/\/admin\/resources$/)

    await field(second, 'Description').fill('A description by the second editor')
    await save(second, /^Update/)
    const refused = second.getByRole('alert').filter({ hasText: 'Someone else saved this item' })
    await refused.waitFor()
    // Who and when, in words; the field that differs with both values.
    await expect
      .poll(() => refused.textContent())
      .toMatch(/Saved on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} by the back office/)
    const text = (await refused.textContent()) ?? ''
    expect(text).toContain('Title')
    expect(text).toContain('A title saved by the first editor')
    expect(text).toContain(original)
    expect(text).not.toMatch(/[0-9a-f]{12}/)
    // Nothing was overwritten, and the second editor's typing is still there.
    expect(new URL(second.url()).pathname).toBe(WHITE_PAPER)
    expect(await field(second, 'Description').inputValue()).toBe(
      'A description by the second editor',
    )

    await refused.getByRole('button', { name: 'Keep mine (save over theirs)' }).click()
    await second.waitForURL(/\/admin\/resources$/)
    const check = await open(WHITE_PAPER, 1280)
    expect(await field(check, 'Title').inputValue()).toBe(original)
    expect(await field(check, 'Description').inputValue()).toBe(
      'A description by the second editor',
    )
    for (const page of [first, second, check]) await page.context().close()
  })

  test('at 1280 px on a category: taking theirs shows their version in the form', async () => {
    const list = await open('/admin/categories', 1280)
    const edit = await list.getByRole('link', { name: /^Edit/ }).first().getAttribute('href')
    await list.context().close()
    const first = await open(edit!, 375)
    const second = await open(edit!, 1280)

    await field(first, 'Title').fill('Category title by the first editor')
    await save(first, /^Update/)
    await first.waitForURL(/\/admin\/categories$/)

    await field(second, 'Title').fill('Category title by the second editor')
    await save(second, /^Update/)
    const refused = second.getByRole('alert').filter({ hasText: 'Someone else saved this item' })
    await refused.waitFor()
    expect(await refused.textContent()).toContain('Category title by the first editor')

    await refused.getByRole('link', { name: 'Take theirs (drop my changes)' }).click()
    await expect
      .poll(() => field(second, 'Title').inputValue())
      .toBe('Category title by the first editor')
    await expect.poll(() => refused.count()).toBe(0)
    for (const page of [first, second]) await page.context().close()
  })
})
