/**
 * The browser the tests and benchmarks drive: Chromium without its omnibox popup renderer,
 * and still with every feature Playwright turns off (a second `--disable-features` switch
 * replaces the first, so browser.ts repeats Playwright's list).
 */
import { execFileSync } from 'node:child_process'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CHROMIUM, launchBrowser, OMNIBOX_POPUP_FEATURES } from './browser'

// Chromium tells its switches only when started with --enable-automation.
let ours: Browser
/** Started after ours, without our switches: it shows what the checks look for. */
let plain: Browser
beforeAll(async () => {
  ours = await launchBrowser(['--enable-automation'])
  plain = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--enable-automation'],
  })
})
afterAll(async () => {
  await ours?.close()
  await plain?.close()
})

async function commandLine(browser: Browser): Promise<string[]> {
  const session = await browser.newBrowserCDPSession()
  const { arguments: args } = await session.send('Browser.getBrowserCommandLine')
  return args
}
/** The value of the last `--disable-features` switch: the one Chromium reads. */
const disabledFeatures = (args: string[]) =>
  (args.findLast((arg) => arg.startsWith('--disable-features=')) ?? '')
    .replace('--disable-features=', '')
    .split(',')
    .filter(Boolean)

/** The renderer processes of a browser (those started with its profile directory). */
async function renderers(browser: Browser): Promise<string[]> {
  const userDataDir = (await commandLine(browser)).find((arg) =>
    arg.startsWith('--user-data-dir='),
  )!
  return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('--type=renderer') && line.includes(userDataDir))
}
const popupRenderers = async (browser: Browser) =>
  (await renderers(browser)).filter((line) => line.includes('--top-chrome-webui')).length

test('every feature Playwright disables stays disabled, and the omnibox popup with them', async () => {
  const playwrights = disabledFeatures(await commandLine(plain))
  expect(playwrights).toContain('PaintHolding')
  expect(disabledFeatures(await commandLine(ours))).toEqual(
    expect.arrayContaining([...playwrights, ...OMNIBOX_POPUP_FEATURES]),
  )
})

test('a page opens without Chromium starting a renderer for its own omnibox popup', async () => {
  for (const browser of [ours, plain]) await (await browser.newPage()).setContent('<p>A page</p>')
  // Once the plain browser's popup renderer runs, ours, opened first, has had longer to start one.
  await expect.poll(() => popupRenderers(plain), { timeout: 60_000 }).toBe(1)
  expect((await renderers(ours)).length).toBeGreaterThanOrEqual(1)
  expect(await popupRenderers(ours)).toBe(0)
})
