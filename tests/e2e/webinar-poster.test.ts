/**
 * The webinar page's player before play (issue 39's screenshot review): on a
 * phone the portrait player shows the portrait poster, not the landscape one
 * letterboxed in a tall black box; on a wide screen the landscape player shows
 * the landscape poster. One player is visible at each width.
 */
import { describe, expect, test } from 'vitest'
import { serverAndBrowserPerFile } from './fixtures'

const fixture = serverAndBrowserPerFile({})

async function visiblePlayers(width: number) {
  const resources = (await (await fetch(`${fixture.server.url}/api/resources`)).json()) as Array<{
    type: string
    link: string
  }>
  const webinar = resources.find((resource) => resource.type === 'webinar')!
  const context = await fixture.browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(new URL(webinar.link, fixture.server.url).href)
  const players = await page.locator('video').evaluateAll((videos: HTMLVideoElement[]) =>
    videos
      .filter((video) => video.getBoundingClientRect().width > 0)
      .map((video) => {
        const box = video.getBoundingClientRect()
        return {
          poster: new URL(video.poster).pathname,
          ratio: Math.round((box.height / box.width) * 100) / 100,
        }
      }),
  )
  await context.close()
  return players
}

describe('the webinar player before play', () => {
  test('at 375 px: one portrait player with the portrait poster', async () => {
    expect(await visiblePlayers(375)).toEqual([
      { poster: '/media/videos/ai-agents-webinar-phone-poster-540.webp', ratio: 1.78 },
    ])
  })

  test('at 1280 px: one landscape player with the landscape poster', async () => {
    expect(await visiblePlayers(1280)).toEqual([
      { poster: '/media/videos/ai-agents-webinar-poster-640.webp', ratio: 0.56 },
    ])
  })
})
