/**
 * Issue 36, acceptance 1 and 2 (decisions 103 to 106): an editor changes the
 * home hero's title as a draft in /admin/site-copy; a preview link shows it to
 * a visitor without a session while the public page keeps the old text; the
 * publish reaches the second app server (two servers on one PostgreSQL, the
 * scale-out harness); a restore brings the old text back; "reset to default"
 * returns the file's text. Refused edits change nothing.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startCluster, type Cluster } from '../utils/cluster'
import { adminPage } from './admin'
import { launchBrowser, recordPageErrors } from './browser'
import { logInOverHttp } from './server'

const PASSWORD = 'site copy password'
const FILE_TITLE = 'Build digital care pathways in weeks, not years'
const NEW_TITLE = 'Care pathways live in days, with your clinicians'
const SECOND_TITLE = 'A second title, to be reset'
let cluster: Cluster
let browser: Browser

beforeAll(async () => {
  cluster = await startCluster({ count: 2, env: { ADMIN_PASSWORD: PASSWORD } })
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await cluster?.stop()
}, 60_000)

const heroOf = async (url: string) => {
  const html = await (await fetch(`${url}/`)).text()
  return /id="home-hero-title"[^>]*>([^<]*)</.exec(html)?.[1]
}

/** A visitor's page, hydrated: the title the browser shows, and any console error (a mismatch). */
async function visitorSees(url: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const errors = recordPageErrors(page)
  await page.goto(url)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'yes', null, {
    timeout: 30_000,
  })
  const title = await page.locator('#home-hero-title').textContent()
  await context.close()
  return { title, errors }
}

const entry = (page: Page, key: string) => page.locator(`li[data-copy-key="${key}"]`)

async function saveDraft(page: Page, value: string) {
  await entry(page, 'home:hero.title').locator('textarea').fill(value)
  await entry(page, 'home:hero.title').getByRole('button', { name: 'Save draft' }).click()
  await expect
    .poll(() => entry(page, 'home:hero.title').getByText('Draft', { exact: true }).count(), {
      timeout: 15_000,
    })
    .toBe(1)
}

async function publishAll(page: Page) {
  await page.getByRole('button', { name: 'Publish all drafts' }).click()
  await expect
    .poll(() => entry(page, 'home:hero.title').getByText('Draft', { exact: true }).count(), {
      timeout: 15_000,
    })
    .toBe(0)
}

test('draft, preview, publish on every server, restore and reset of the home hero title', async () => {
  const [a, b] = cluster.servers as [(typeof cluster.servers)[0], (typeof cluster.servers)[0]]
  // Both servers have rendered (and cached) the page before the change.
  expect(await heroOf(a.url)).toBe(FILE_TITLE)
  expect(await heroOf(b.url)).toBe(FILE_TITLE)

  const editor = await adminPage(browser, a.url, PASSWORD, '/admin/site-copy?q=home:hero.title')
  await saveDraft(editor, NEW_TITLE)
  await editor.getByRole('button', { name: 'Create a preview link' }).click()
  const previewUrl = await editor.locator('a[data-preview-url]').getAttribute('href')
  expect(previewUrl).toMatch(/\/preview\/copy\/[\w-]+\?page=%2F$/)

  // The link shows the draft to a visitor without a session, on either server, hydrated alike.
  const preview = await visitorSees(previewUrl!.replace(a.url, b.url))
  expect(preview).toEqual({ title: NEW_TITLE, errors: [] })
  expect(await heroOf(a.url)).toBe(FILE_TITLE)
  expect(await heroOf(b.url)).toBe(FILE_TITLE)

  await publishAll(editor)
  // The second server follows (its copy and page caches re-read the version every 500 ms).
  await expect.poll(() => heroOf(b.url), { timeout: 5_000 }).toBe(NEW_TITLE)
  expect(await visitorSees(`${b.url}/`)).toEqual({ title: NEW_TITLE, errors: [] })

  // Restoring what the publish replaced brings the file's title back, everywhere.
  await editor.locator('[data-version]').first().getByRole('button').click()
  await expect.poll(() => heroOf(b.url), { timeout: 5_000 }).toBe(FILE_TITLE)
  expect(await heroOf(a.url)).toBe(FILE_TITLE)

  // Another title published, then "reset to default" (a draft too) and a publish of the page.
  await editor.goto(`${a.url}/admin/site-copy?lang=en&page=home`)
  await saveDraft(editor, SECOND_TITLE)
  await publishAll(editor)
  await expect.poll(() => heroOf(b.url), { timeout: 5_000 }).toBe(SECOND_TITLE)
  await entry(editor, 'home:hero.title').getByRole('button', { name: 'Reset to default' }).click()
  await expect
    .poll(() => entry(editor, 'home:hero.title').getByText('Draft', { exact: true }).count(), {
      timeout: 15_000,
    })
    .toBe(1)
  await editor.getByRole('button', { name: 'Publish this page' }).click()
  await expect.poll(() => heroOf(b.url), { timeout: 5_000 }).toBe(FILE_TITLE)
  expect(await visitorSees(`${a.url}/`)).toEqual({ title: FILE_TITLE, errors: [] })
  await editor.context().close()
}, 180_000)

test('refused edits say why and change nothing', async () => {
  const [a] = cluster.servers
  const cookie = await logInOverHttp(a!.url, PASSWORD)
  const headers = { 'Content-Type': 'application/json', cookie, Origin: a!.url }
  const put = (key: string, value: string) =>
    fetch(`${a!.url}/api/copy/${encodeURIComponent(key)}?locale=en`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ value }),
    })
  const stored = async (key: string) => {
    const all = (await (await fetch(`${a!.url}/api/copy?locale=en`, { headers })).json()) as Array<{
      key: string
      draft: string | null
      pending: boolean
    }>
    return all.find((row) => row.key === key)
  }
  const before = await stored('home:offer.region')
  expect(before).toMatchObject({ draft: null, pending: false })

  const refusals = [
    [put('home:offer.region', 'Region: somewhere'), 422, 'The placeholder {{region}} is missing'],
    [put('home:offer.region', 'Region: <b>{{region}}</b>'), 422, 'HTML tags are not allowed'],
    [put('home:offer.regions', 'Anything'), 404, 'Unknown key: home:offer.regions'],
    [put('common:contact.toast.errorTitle', 'Oops'), 422, 'cannot be changed in English'],
  ] as const
  for (const [answer, status, message] of refusals) {
    const response = await answer
    expect(response.status).toBe(status)
    expect(((await response.json()) as { message: string }).message).toContain(message)
  }
  expect(await stored('home:offer.region')).toEqual(before)

  // An imported file with one unknown key: the report names it, and no key of the file is stored.
  const file = { hero: { title: 'Imported title' }, offer: { regions: 'Where' } }
  const imported = await fetch(`${a!.url}/api/copy/import?locale=en&file=home&apply=true`, {
    method: 'POST',
    headers,
    body: JSON.stringify(file),
  })
  expect(imported.status).toBe(422)
  expect(await imported.json()).toEqual({
    applied: false,
    report: [
      { key: 'home:hero.title', status: 'draft' },
      {
        key: 'home:offer.regions',
        status: 'refused',
        message: 'Unknown key: home:offer.regions is not a text of the site.',
      },
    ],
  })
  expect(await stored('home:hero.title')).toMatchObject({ pending: false })

  // The same rule in the back office's form: the message beside the field, nothing saved.
  const editor = await adminPage(browser, a!.url, PASSWORD, '/admin/site-copy?q=offer.region')
  await entry(editor, 'home:offer.region').locator('textarea').fill('Region: nowhere')
  await entry(editor, 'home:offer.region').getByRole('button', { name: 'Save draft' }).click()
  await expect
    .poll(() => entry(editor, 'home:offer.region').getByRole('alert').textContent(), {
      timeout: 15_000,
    })
    .toContain('{{region}} is missing')
  expect(await stored('home:offer.region')).toEqual(before)
  await editor.context().close()
}, 120_000)
