/**
 * A news article with a PDF attachment, made entirely in the back office
 * (issue 37, acceptance 3; decision 124): the form takes the PDF, and the
 * public page offers it for download, byte for byte.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { simplePdf } from '~/db/seed-pdf'
import { adminPage } from './admin'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'news attachment password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })

test('a news article made in the back office offers its PDF attachment publicly', async () => {
  const pdf = simplePdf('Ward report', ['The figures behind the news.'])
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'news-attachment-'))
  const file = path.join(dir, 'ward-report.pdf')
  await fs.writeFile(file, pdf)

  const page = await adminPage(
    fixture.browser,
    fixture.server.url,
    PASSWORD,
    '/admin/resources/new?type=news-article',
  )
  await page.getByLabel('Title', { exact: true }).fill('Ward report published')
  await page.getByLabel('Description', { exact: true }).fill('The yearly ward report.')
  await page.getByLabel('Category').selectOption({ label: 'AI' })
  const editor = page.getByRole('textbox', { name: 'Content', exact: true })
  await editor.locator('xpath=self::*[@contenteditable="true"]').waitFor()
  await editor.fill('The report is attached.')
  await page.getByLabel('Or upload a PDF').setInputFiles(file)
  await page.getByText('Selected file: ward-report.pdf').waitFor()
  await page.getByRole('button', { name: 'Create Resource' }).click()
  await page.getByText('Resource created', { exact: true }).waitFor()
  await page.context().close()
  await fs.rm(dir, { recursive: true, force: true })

  const resources = (await (await fetch(`${fixture.server.url}/api/resources`)).json()) as Array<{
    title: string
    type: string
    link: string
  }>
  const saved = resources.find((resource) => resource.title === 'Ward report published')!
  expect(saved.type).toBe('news-article')
  const visitor = await fixture.browser.newPage()
  await visitor.goto(`${fixture.server.url}${saved.link}`)
  const href = await visitor.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')
  expect(href).toMatch(/^\/uploads\/ward-report-[0-9a-f]+\.pdf$/)
  const download = await fetch(`${fixture.server.url}${href}`)
  expect(download.headers.get('content-type')).toBe('application/pdf')
  expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf)
  await visitor.close()
})
