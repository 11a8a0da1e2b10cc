/**
 * The browser the tests and benchmarks drive: Chromium without its omnibox popup renderer,
 * and still with every feature Playwright turns off (a second `--disable-features` switch
 * replaces the first, so browser.ts repeats Playwright's list).
 */
import { execFileSync } from 'node:child_process'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, expect, test } from 'vitest'
import { launchBrowser, OMNIBOX_POPUP_FEATURES } from './browser'

const opened: Browser[] = []
afterAll(async () => {
  for (const browser of opened) await browser.close()
})

/** Chromium's switches (it answers only when started with --enable-automation). */
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

/** The renderer processes of the browser started with this profile directory. */
function renderers(userDataDir: string): string[] {
  return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('--type=renderer') && line.includes(userDataDir))
}

test('every feature Playwright disables stays disabled, and the omnibox popup with them', async () => {
  const plain = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--enable-automation'],
  })
  opened.push(plain)
  const playwrights = disabledFeatures(await commandLine(plain))
  expect(playwrights).toContain('PaintHolding')

  const ours = await launchBrowser(['--enable-automation'])
  opened.push(ours)
  expect(disabledFeatures(await commandLine(ours))).toEqual(
    expect.arrayContaining([...playwrights, ...OMNIBOX_POPUP_FEATURES]),
  )
})

test('a page opens without Chromium starting a renderer for its own omnibox popup', async () => {
  const withPage = async (browser: Browser) => {
    opened.push(browser)
    const userDataDir = (await commandLine(browser)).find((arg) =>
      arg.startsWith('--user-data-dir='),
    )!
    await (await browser.newPage()).setContent('<p>A page</p>')
    const popupRenderers = () =>
      renderers(userDataDir).filter((line) => line.includes('--top-chrome-webui')).length
    return { userDataDir, popupRenderers }
  }
  const ours = await withPage(await launchBrowser(['--enable-automation']))
  // A browser without the switch, opened after ours, shows what the check looks for; once its
  // popup renderer runs, ours has had longer to start one.
  const plain = await withPage(
    await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--enable-automation'],
    }),
  )
  await expect.poll(plain.popupRenderers, { timeout: 60_000 }).toBe(1)
  expect(renderers(ours.userDataDir).length).toBeGreaterThanOrEqual(1)
  expect(ours.popupRenderers()).toBe(0)
})
