/**
 * `npm run screenshots`: full-page screenshots of every public route (and one
 * detail page per resource type) at 375 and 1280 px wide, from the built
 * server on a fresh database, into screenshots/ (ignored by git), so anyone
 * can review the whole site in a minute. Each page is scrolled to its end
 * first, so lazy images and fade-ins are in place.
 *
 *   npm run screenshots                       every page
 *   npm run screenshots -- /pricing resources  only the pages whose path contains one of these ('/': the home page)
 *   npm run screenshots -- --lang fr /pricing  the French pages (French switched on first)
 *   npm run screenshots -- --admin [audit]     the back office's pages (signed in), into screenshots/admin/
 *
 * Besides the routes: the demo request form (/contact?demo=true), and the home
 * page as a first visit sees it, cookie banner up (home-banner-WIDTH.png).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { BrowserContext } from 'playwright-core'
import { submitContactForm } from '../tests/e2e/admin.ts'
import { launchBrowser } from '../tests/e2e/browser.ts'
import { adminScreenshotUrls } from './admin-screenshot-urls.ts'
import { publicPageUrls, resourceDetailSamples } from '../tests/e2e/route-paths.ts'
import { logInOverHttp, startServer } from '../tests/e2e/server.ts'

const args = process.argv.slice(2)
const admin = args.includes('--admin') && Boolean(args.splice(args.indexOf('--admin'), 1))
const out = path.resolve(import.meta.dirname, admin ? '../screenshots/admin' : '../screenshots')
const widths = [375, 1280]

function fileName(url: string, width: number): string {
  const slug =
    url === '/'
      ? 'home'
      : url.replace(/^\/(admin\/?)?/, '').replace(/[^a-z0-9]+/gi, '-') || 'dashboard'
  return `${slug}-${width}.png`
}

const PASSWORD = 'screenshots password'
const langAt = args.indexOf('--lang')
const language = langAt >= 0 ? args.splice(langAt, 2)[1] : undefined
const server = await startServer({ env: { ADMIN_PASSWORD: PASSWORD } })
const browser = await launchBrowser()
try {
  await fs.mkdir(out, { recursive: true })
  if (language) {
    const switched = await fetch(`${server.url}/api/languages/${language}`, {
      method: 'PATCH',
      headers: {
        cookie: await logInOverHttp(server.url, PASSWORD),
        Origin: server.url,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ active: true }),
    })
    if (!switched.ok) throw new Error(`switching ${language} on answered ${switched.status}`)
  }
  // A contact request, so the Database and Outbox pages show a row and a detail.
  if (admin)
    await submitContactForm(browser, server.url, 'Clinique Saint-Louis', 'A demo for our team?')
  const wanted = (url: string) =>
    args.length === 0 || args.some((part) => (part === '/' ? url === '/' : url.includes(part)))
  const urls = [
    ...publicPageUrls,
    '/contact?demo=true',
    ...(await resourceDetailSamples(server.url)),
  ]
    .filter(wanted)
    .map((url) => (language ? `/${language}${url === '/' ? '' : url}` : url))
  const shoot = async (context: BrowserContext, url: string, file: string) => {
    const page = await context.newPage()
    await page.goto(`${server.url}${url}`, { waitUntil: 'load' })
    // Every image now, the lazy ones too (carousel slides, menus included).
    await page.evaluate(() => {
      for (const image of Array.from(document.images)) image.loading = 'eager'
    })
    // Down to the end and back, so every section fades in (at most 60 steps: a page
    // that grows as it scrolls must not hold the run).
    await page.evaluate(async () => {
      for (
        let y = 0, step = 0;
        y < document.body.scrollHeight && step < 60;
        y += window.innerHeight / 2, step++
      ) {
        window.scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready)
    // An image that never settles (a broken one) is waited for at most 15 s.
    await page
      .waitForFunction(() => Array.from(document.images).every((image) => image.complete), null, {
        timeout: 15_000,
      })
      .catch(() => console.warn(`screenshots: ${url}: an image did not finish loading`))
    await page.screenshot({ path: file, fullPage: true })
    console.log(`screenshots: ${path.relative(process.cwd(), file)}`)
    await page.close()
  }
  for (const width of widths) {
    const viewport = { width, height: width < 640 ? 812 : 900 }
    const firstVisit = await browser.newContext({ viewport, reducedMotion: 'reduce' })
    const home = language ? `/${language}` : '/'
    if (!admin && (args.length === 0 || args.includes('/') || args.includes('banner'))) {
      const file = fileName(home, width).replace(/-(\d+)\.png$/, '-banner-$1.png')
      await shoot(firstVisit, home, path.join(out, file))
    }
    await firstVisit.close()
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
    // A visitor who chose "Necessary only": the cookie banner would cover the pages.
    const consent = { necessary: true, analytics: false, marketing: false, preferences: false }
    await context.addCookies([
      {
        name: 'cookie-consent',
        value: encodeURIComponent(
          JSON.stringify({ ...consent, decidedAt: new Date().toISOString() }),
        ),
        url: server.url,
      },
    ])
    if (admin) {
      const login = await context.request.post(`${server.url}/admin/login`, {
        form: { password: PASSWORD },
        headers: { Origin: server.url },
        maxRedirects: 0,
      })
      if (login.status() !== 302) throw new Error(`login answered ${login.status()}`)
    }
    const shown = admin ? (await adminScreenshotUrls(context, server.url)).filter(wanted) : urls
    for (const url of shown) await shoot(context, url, path.join(out, fileName(url, width)))
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
  await fs.rm(server.dataDir, { recursive: true, force: true })
}
