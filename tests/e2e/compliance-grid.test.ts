/**
 * The compliance page's grid of claims leaves no empty slot (issue 39's
 * screenshot review): at two and at four columns, every row of cards reaches
 * the grid's right edge.
 */
import { describe, expect, test } from 'vitest'
import { serverAndBrowserPerFile } from './fixtures'

const fixture = serverAndBrowserPerFile({})

/** Per row of cards (by their top): how far its last card stops short of the grid's right edge. */
async function rowGaps(width: number) {
  const context = await fixture.browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${fixture.server.url}/compliance`)
  const gaps = await page.locator('#security ul').evaluate((grid) => {
    const right = grid.getBoundingClientRect().right
    const rows = new Map<number, number>()
    for (const card of Array.from(grid.children)) {
      const box = card.getBoundingClientRect()
      const top = Math.round(box.top)
      rows.set(top, Math.max(rows.get(top) ?? 0, box.right))
    }
    return [...rows.values()].map((end) => Math.round(right - end))
  })
  await context.close()
  return gaps
}

describe('the compliance claims grid', () => {
  test('four columns at 1280 px: two full rows', async () => {
    expect(await rowGaps(1280)).toEqual([0, 0])
  })

  test('two columns at 768 px: four full rows', async () => {
    expect(await rowGaps(768)).toEqual([0, 0, 0, 0])
  })
})
