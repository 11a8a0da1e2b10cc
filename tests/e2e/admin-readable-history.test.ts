/**
 * The history page speaks human (issue 38): after a one-word change to the
 * seeded white paper, its newest version shows one changed field, by its
 * label, with the word highlighted, and who saved it in words (never a
 * session hash); the seeded content is the first version. At 375 and 1280 px.
 */
import { describe, expect, test } from 'vitest'
import { adminPage } from './admin'
import { axeViolations } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'readable history password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const WHITE_PAPER = 'resource-1735689600000-no-code-guide'
const open = (path: string, width: number) =>
  adminPage(fixture.browser, fixture.server.url, PASSWORD, path, { width })

describe('the history of the seeded white paper', () => {
  test('an item never saved shows its seeded original as its one version', async () => {
    const page = await open(`/admin/history/resources/${WHITE_PAPER}`, 1280)
    await page.getByText('Original version').waitFor()
    expect(await page.locator('#versions > li').count()).toBe(1)
    expect(await page.getByTestId('saved-by').textContent()).toBe(
      'Saved by the site’s starting content',
    )
    await page.context().close()
  })

  test.each([1280, 375])(
    'a one-word change reads as one labelled field at %i px',
    async (width) => {
      const word = `pragmatic${width}`
      const edit = await open(`/admin/resources/edit/${WHITE_PAPER}`, width)
      const description = edit.getByLabel('Description', { exact: true })
      const before = await description.inputValue()
      await description.fill(before.replace(/^A (\S+) framework/, `A ${word} framework`))
      await edit.getByRole('button', { name: 'Update Resource' }).click()
      await edit.getByText('Resource updated').first().waitFor()
      await edit.context().close()

      const page = await open(`/admin/history/resources/${WHITE_PAPER}`, width)
      const newest = page.locator('#versions > li').first()
      await newest.getByText(word).waitFor()
      expect(await newest.locator('dt').allTextContents()).toEqual(['Description'])
      expect(await newest.locator('ins').allTextContents()).toEqual([`Added: ${word} `])
      expect((await newest.locator('del').allTextContents()).length).toBe(1)
      const savedBy = await newest.getByTestId('saved-by').textContent()
      expect(savedBy).toMatch(
        /Saved by the back office \(Chrome on Linux, signed in \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\)/,
      )
      // The seeded content is the first version; no session hash anywhere.
      await page.locator('#versions > li').last().getByText('Original version').waitFor()
      expect(await page.locator('main').textContent()).not.toMatch(/\b[0-9a-f]{12}\b/)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    },
  )
})
