/** Debian's Chromium driven by playwright-core: no browser download. */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { countWork } from './work-counter'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches.ts), repeated
 * because Chromium reads only the last `--disable-features` switch: ours replaces Playwright's.
 * A test in browser.test.ts fails when Playwright's list grows.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]
/**
 * Chromium 156 starts a renderer for its own omnibox popup in every browser context, headless
 * too: about 0.4 s of processor time each, beside the page under test (bench/notes.md).
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/** `extraArgs`: more Chromium switches, e.g. a remote-debugging port for Lighthouse. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: run scripts/install-system-deps.sh`)
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Without these, Chromium keeps calling home, which this closed network refuses.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
      ...extraArgs,
    ],
  })
  countWork('launch')
  // Ceilings for a slow, busy machine, not expectations: Playwright's 30 s
  // default was once too short for a page load beside stress-ng and two builds.
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    countWork('context')
    context.setDefaultNavigationTimeout(90_000)
    context.setDefaultTimeout(60_000)
    context.on('page', keepJournal)
    return context
  }
  browser.newPage = async (options) => {
    const context = await browser.newContext(options)
    const page = await context.newPage()
    // As Browser.newPage does: the page owns its context. Closing it is not awaited by
    // anyone, so a browser closed meanwhile (a file's last test) must not reject unhandled.
    page.on('close', () => void context.close().catch(() => {}))
    return page
  }
  return browser
}

const journals = new WeakMap<Page, string[]>()

/** Notes what happened to a page (navigations, errors, failed requests) for `openPagesReport`. */
function keepJournal(page: Page) {
  const journal: string[] = []
  journals.set(page, journal)
  const note = (line: string) => journal.push(`${new Date().toISOString().slice(11, 23)} ${line}`)
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`)
  })
  page.on('load', () => countWork('load', page.url()))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => note(`page error: ${error.message}`))
  page.on('requestfailed', (request) =>
    note(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  )
  page.on('response', (response) => {
    if (response.status() >= 400) note(`HTTP ${response.status()} ${response.url()}`)
  })
}

/**
 * What each page still open in `browser` shows and went through: printed when a
 * test fails, so a flake on a busy CI machine can be understood from its log.
 */
export async function openPagesReport(browser: Browser): Promise<string> {
  const reports: string[] = []
  for (const page of browser.contexts().flatMap((context) => context.pages())) {
    const text = await page
      .evaluate(() => document.body?.innerText.replace(/\s+/g, ' ').slice(0, 600) ?? '')
      .catch((error: Error) => `(unreadable: ${error.message})`)
    reports.push(
      [
        `page ${page.url()}`,
        `  shows: ${text}`,
        ...(journals.get(page) ?? []).map((l) => `  ${l}`),
      ].join('\n'),
    )
  }
  return reports.join('\n')
}

/** Whether the page fetched a file whose address contains `name` (a lazily loaded chunk). */
export const resourceLoaded = (page: Page, name: string) =>
  page.evaluate(
    (part) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(part)),
    name,
  )

/**
 * Resolves after the page has painted two more frames: every scroll, resize and
 * state change handled before now has been rendered. For checks that something
 * did NOT happen, instead of a fixed sleep.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/** Collects console errors and uncaught page errors (hydration mismatches land here). */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Notes every Content Security Policy violation of the pages `target` opens from now on. */
export async function watchCspViolations(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
}

/** The violations the current document reported (`watchCspViolations` first). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Runs axe-core (WCAG 2.x A/AA rules) in the page; returns the violations, readable.
 * A page that changed while axe read it (a timed reset swapping a panel for a form,
 * a fade starting) is read again once settled: mid-change colours are not the real contrast.
 */
export async function axeViolations(
  page: Page,
  { waitForNetworkIdle = true } = {},
): Promise<string[]> {
  // Lazily loaded parts (the toaster) arrive first. A caller that knows what it waits
  // for may skip this: Playwright never reports the network idle again once the page
  // fetched something after its first idle and then added a frame (the map dialog).
  if (waitForNetworkIdle) await page.waitForLoadState('networkidle')
  countWork('axe', page.url())
  // Evaluated through the DevTools protocol, so a strict page CSP does not block it.
  await page.evaluate(axeSource)
  for (let attempt = 1; ; attempt++) {
    await settled(page)
    const { violations, changed } = await page.evaluate(runAxeWatchingForChanges)
    if (!changed || attempt === 4) return violations
  }
}

/** Until every toast is mounted and three frames in a row have no running animation. */
async function settled(page: Page) {
  // A toast starts its slide once mounted, a few frames after it is added (later on a busy
  // machine): wait for every toast to be mounted, then for the quiet frames, so an
  // animation that starts just after a check is waited for too.
  await page
    .locator('[data-sonner-toast]:not([data-mounted="true"])')
    .first()
    .waitFor({ state: 'detached' })
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
    for (let quiet = 0, frames = 0; quiet < 3 && frames < 600; frames++) {
      const running = document
        .getAnimations()
        // An endless animation (a pulsing button) never finishes: only wait for the others.
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity,
        )
      quiet = running.length === 0 ? quiet + 1 : 0
      // A cancelled animation (its element removed meanwhile) rejects: it is over too.
      await Promise.all(running.map((animation) => animation.finished.catch(() => null)))
      await frame()
    }
  })
}

/** In the page: axe's violations, and whether elements came or went or a fade began meanwhile. */
async function runAxeWatchingForChanges() {
  let changed = false
  const note = () => (changed = true)
  const observer = new MutationObserver(note)
  observer.observe(document, { subtree: true, childList: true, characterData: true })
  document.addEventListener('animationstart', note, true)
  document.addEventListener('transitionstart', note, true)
  const axe = (
    window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{
          violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }>
        }>
      }
    }
  ).axe
  try {
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    })
    const violations = result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
    )
    return { violations, changed }
  } finally {
    observer.disconnect()
    document.removeEventListener('animationstart', note, true)
    document.removeEventListener('transitionstart', note, true)
  }
}
