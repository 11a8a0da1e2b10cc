import fs from 'node:fs/promises'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import routes from '~/routes'
import { adminNav } from './admin'
import { axeViolations, launchBrowser } from './browser'
import { copyOfSeededDatabase } from './fixtures'
import { startServer, type RunningServer } from './server'

const PASSWORD = 'correct horse battery staple'
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer({
    env: { ADMIN_PASSWORD: PASSWORD },
    dataDir: await copyOfSeededDatabase(),
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await fs.rm(server.dataDir, { recursive: true, force: true })
})

async function newPage(width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  return context.newPage()
}

async function hydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
    .toBe('yes')
}

async function logIn(page: Page, password = PASSWORD) {
  await hydrated(page)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Logs in over HTTP and returns the session cookie (name=value). */
async function sessionCookie(url = server.url) {
  const response = await fetch(`${url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: url },
    body: new URLSearchParams({ password: PASSWORD }),
  })
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('alakin_session='))
  expect(cookie).toBeDefined()
  return cookie!.split(';')[0]!
}

describe('login', () => {
  test('a guarded page sends the visitor to the login page, which passes axe-core', async () => {
    for (const width of [375, 1280]) {
      const page = await newPage(width)
      await page.goto(`${server.url}/admin`)
      expect(new URL(page.url()).pathname).toBe('/admin/login')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin Login')
      await page.getByText('Enter your password to access the Resources CMS').waitFor()
      await hydrated(page)
      expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    }
  })

  test('a wrong password says so; the right one opens the dashboard with a welcome', async () => {
    const page = await newPage()
    await page.goto(`${server.url}/admin/login`)
    await logIn(page, 'not the password')
    await page.getByText('Login failed').waitFor()
    expect(await page.getByRole('alert').textContent()).toBe('Invalid password')
    await logIn(page)
    await page.waitForURL(`${server.url}/admin`)
    await page.getByText('Login successful').waitFor()
    await page.getByText('Welcome to the admin dashboard').waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard')
    await page.context().close()
  })

  test('after login the visitor returns to the page first asked for', async () => {
    const page = await newPage()
    await page.goto(`${server.url}/admin?from=bookmark`)
    await logIn(page)
    await page.waitForURL(`${server.url}/admin?from=bookmark`)
    await page.context().close()
  })

  test('only back-office paths are accepted as a return address', async () => {
    const response = await fetch(`${server.url}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.url },
      body: new URLSearchParams({ password: PASSWORD, redirectTo: '//evil.example/admin' }),
    })
    expect(response.headers.get('location')).toBe('/admin')
  })
})

describe('the dashboard', () => {
  test('counts the seed and links to the managers; the sidebar marks Dashboard; axe-core passes', async () => {
    for (const width of [375, 1280]) {
      const page = await newPage(width)
      await page.goto(`${server.url}/admin/login`)
      await logIn(page)
      await page.waitForURL(`${server.url}/admin`)
      const counts = Object.fromEntries(
        await Promise.all(
          [
            'caseStudies',
            'whitePapers',
            'webinars',
            'upcomingEvents',
            'newsroom',
            'complianceDocs',
            'categories',
          ].map(async (key) => [key, await page.getByTestId(`count-${key}`).textContent()]),
        ),
      )
      expect(counts).toEqual({
        caseStudies: '1',
        whitePapers: '1',
        webinars: '1',
        upcomingEvents: '1',
        newsroom: '2',
        complianceDocs: '2',
        categories: '3',
      })
      await page.getByText('All Regions').waitFor()
      expect(
        await page
          .getByRole('link', { name: /^Categories/ })
          .first()
          .getAttribute('href'),
      ).toBe('/admin/categories')
      for (const action of [
        'Add New Resource',
        'Add New Category',
        'Add New Logo',
        'Add New Testimonial',
        'Add New Video',
        'Add Compliance Document',
        'Manage Regional Offers',
      ]) {
        await page.getByRole('link', { name: action }).waitFor()
      }
      const nav = await adminNav(page)
      expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
        'page',
      )
      expect(
        await nav.getByRole('link', { name: 'Resources' }).getAttribute('aria-current'),
      ).toBeNull()
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    }
  })
})

describe('logout and sessions', () => {
  test('logout ends the session on the server: the old cookie no longer opens anything', async () => {
    const page = await newPage()
    await page.goto(`${server.url}/admin/login`)
    await logIn(page)
    await page.waitForURL(`${server.url}/admin`)
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'alakin_session')
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.sameSite).toBe('Lax')
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${server.url}/admin/login`)
    await page.getByText('You have been logged out successfully').waitFor()

    const replay = await fetch(`${server.url}/admin`, {
      redirect: 'manual',
      headers: { cookie: `${cookie!.name}=${cookie!.value}` },
    })
    expect(replay.status).toBe(302)
    expect(replay.headers.get('location')).toMatch(/^\/admin\/login/)
    await page.context().close()
  })

  test('logging in again gives a new session id and ends the old one', async () => {
    const first = await sessionCookie()
    const response = await fetch(`${server.url}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.url, cookie: first },
      body: new URLSearchParams({ password: PASSWORD }),
    })
    const second = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('alakin_session='))!
      .split(';')[0]!
    expect(second).not.toBe(first)
    const old = await fetch(`${server.url}/admin`, {
      redirect: 'manual',
      headers: { cookie: first },
    })
    expect(old.status).toBe(302)
    const current = await fetch(`${server.url}/admin`, {
      redirect: 'manual',
      headers: { cookie: second },
    })
    expect(current.status).toBe(200)
  })

  test('a cross-site POST is refused even with a valid session', async () => {
    const cookie = await sessionCookie()
    const forged = await fetch(`${server.url}/admin/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: 'https://evil.example', cookie },
      body: new URLSearchParams({ csrf: 'whatever' }),
    })
    expect(forged.status).toBe(403)
    const noToken = await fetch(`${server.url}/admin/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.url, cookie },
      body: new URLSearchParams({}),
    })
    expect(noToken.status).toBe(403)
    expect(
      (await fetch(`${server.url}/admin`, { redirect: 'manual', headers: { cookie } })).status,
    ).toBe(200)
  })
})

/** Every path of the route config under /admin, with its file. */
function adminPaths(
  entries: RouteConfigEntry[],
  base = '',
): Array<{ path: string; file: string; id: string }> {
  return entries
    .flatMap((entry) => {
      const path = entry.path ? `${base}/${entry.path}` : base
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
      const own = entry.index || entry.path ? [{ path: path || '/', file: entry.file, id }] : []
      return [...own, ...adminPaths(entry.children ?? [], path)]
    })
    .filter((route) => route.path.startsWith('/admin'))
}

test('every back-office route of the route config is refused without a session', async () => {
  const guarded = adminPaths(routes).filter(
    (route) => !/admin\/(login|logout)\.tsx$/.test(route.file),
  )
  expect(guarded.length).toBeGreaterThan(0)
  for (const { path } of guarded) {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
    expect(response.status, path).toBe(302)
    expect(response.headers.get('location'), path).toMatch(/^\/admin\/login\?redirectTo=/)
    const post = await fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.url },
    })
    expect([302, 403, 405], path).toContain(post.status)
  }
  const logout = await fetch(`${server.url}/admin/logout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.url },
  })
  expect(logout.status).toBe(302)
  expect(logout.headers.get('location')).toMatch(/^\/admin\/login/)
})

test('every back-office loader and action is refused without a session through its .data URL too', async () => {
  const guarded = adminPaths(routes).filter(
    (route) => !/admin\/(login|logout)\.tsx$/.test(route.file),
  )
  // A .data answer encodes the redirect instead of sending a 302.
  const redirectToLogin = /"redirect","\/admin\/login\?redirectTo=/
  for (const { path, id } of guarded) {
    // Asking for this route's loader alone must not skip the layout's check.
    for (const url of [`${path}.data`, `${path}.data?_routes=${encodeURIComponent(id)}`]) {
      const response = await fetch(`${server.url}${url}`, { redirect: 'manual' })
      const body = await response.text()
      expect(body, url).toMatch(redirectToLogin)
      // The login page brings the visitor back to the page, not to its data.
      expect(body, url).toContain(`redirectTo=${encodeURIComponent(path)}"`)
    }
    const post = await fetch(`${server.url}${path}.data`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.url },
      body: new URLSearchParams({ intent: 'delete', id: 'x' }),
    })
    const answer = await post.text()
    expect(post.status === 405 || post.status === 403 || redirectToLogin.test(answer), path).toBe(
      true,
    )
  }
})

test('repeated failures are throttled, even for the right password, with HTTP 429', async () => {
  const throttled = await startServer({
    env: { ADMIN_PASSWORD: PASSWORD },
    dataDir: await copyOfSeededDatabase(),
  })
  try {
    const attempt = (password: string) =>
      fetch(`${throttled.url}/admin/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: throttled.url },
        body: new URLSearchParams({ password }),
      })
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await attempt(`wrong ${i}`)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    const blocked = await attempt(PASSWORD)
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await blocked.text()).toContain('Too many failed attempts.')
    // Nothing secret in the logs.
    expect(throttled.output()).not.toContain(PASSWORD)
    expect(throttled.output()).not.toContain('$argon2id$')
  } finally {
    await throttled.stop()
    await fs.rm(throttled.dataDir, { recursive: true, force: true })
  }
})
