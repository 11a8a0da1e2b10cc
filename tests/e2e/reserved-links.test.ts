/**
 * Links the site answers itself (issue 34): a category or a resource link never
 * shadows a fixed route of app/routes.ts nor is shadowed by one, and the event
 * calendar files live where no link can be. Every API answer is also checked
 * against /api/openapi.json (through `contentClient`).
 */
import { describe, expect, test } from 'vitest'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'reserved links password 123'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)

const staffCall = async (method: string, path: string, body?: unknown) => {
  const response = await api.call(method, path, body)
  return { response, body: (await response.json().catch(() => null)) as Record<string, unknown> }
}

/** A new item's form, posted without JavaScript: its status and the page's text. */
async function postAdminForm(path: string, fields: Record<string, string>) {
  const cookie = await api.cookie()
  const page = await (await fetch(`${fixture.server.url}${path}`, { headers: { cookie } })).text()
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!
  const response = await fetch(`${fixture.server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, Origin: fixture.server.url },
    body: new URLSearchParams({ csrf, ...fields }),
  })
  return { status: response.status, text: await response.text() }
}

const publicGet = (path: string) =>
  fetch(`${fixture.server.url}${path}`, { redirect: 'manual' }).then(async (response) => ({
    status: response.status,
    location: response.headers.get('Location'),
    text: await response.text(),
  }))

describe('a category named Calendar', () => {
  test('keeps its resources reachable; the calendar file has a path of its own', async () => {
    const category = await staffCall('POST', '/api/categories', { title: 'Calendar' })
    expect(category.response.status).toBe(201)
    const event = await staffCall('POST', '/api/resources', {
      title: 'Spring Open Day',
      description: 'An event in the Calendar category.',
      type: 'event',
      categoryId: category.body.id,
      content: '<p>Come and see.</p>',
      startDate: '2031-04-02',
      startTime: '10:00',
      timeZone: 'UTC',
      duration: '2 hours',
      location: 'Lyon',
    })
    expect(event.response.status).toBe(201)
    expect(event.body.link).toBe('/resources/calendar/spring-open-day')

    const page = await publicGet(String(event.body.link))
    expect(page.status).toBe(200)
    expect(page.text).toContain('Spring Open Day')

    const ics = await publicGet(`/calendar/${String(event.body.id)}.ics`)
    expect(ics.status).toBe(200)
    expect(ics.text).toContain('SUMMARY:Spring Open Day')
    expect(page.text).toContain(`/calendar/${String(event.body.id)}.ics`)
    // A calendar link handed out before still works.
    const old = await publicGet(`/resources/calendar/${String(event.body.id)}.ics`)
    expect(old).toMatchObject({ status: 301, location: `/calendar/${String(event.body.id)}.ics` })
  })
})

describe('words the site answers itself', () => {
  test('a category named like a fixed page under /resources is refused, in the API and the form', async () => {
    const refused = await staffCall('POST', '/api/categories', { title: 'Newsroom' })
    expect(refused.response.status).toBe(422)
    expect(refused.body.errors).toEqual({ title: [expect.stringMatching(/page of the site/)] })

    const form = await postAdminForm('/admin/categories/new', {
      title: 'Webinars',
      icon: 'FileText',
    })
    expect(form.status).toBe(400)
    expect(form.text).toContain('is a page of the site (/resources/webinars)')
    const names = (await staffCall('GET', '/api/categories')).body as unknown as Array<{
      title: string
    }>
    expect(names.map((category) => category.title)).not.toContain('Webinars')
  })

  test('a resource link the site answers itself is refused, in any case', async () => {
    const refused = await staffCall('POST', '/api/resources', {
      title: 'Not the feed',
      description: 'Would hide the newsroom feed.',
      type: 'case-study',
      categoryId: api.categoryId,
      content: '<p>Body</p>',
      link: '/resources/Newsroom/feed.xml',
    })
    expect(refused.response.status).toBe(422)
    expect(refused.body.errors).toEqual({ link: ['This link is a page of the site'] })
    expect((await publicGet('/resources/newsroom/feed.xml')).text).toContain('<rss')
  })
})

describe('the compliance document the spec drops', () => {
  const fhirGuide = {
    title: 'FHIR Implementation Guide',
    description: 'A guide the resource store never keeps.',
    type: 'compliance-doc',
    content: '<p>Profiles.</p>',
    ctaType: 'download',
    ctaText: 'Download',
  }

  test('is refused with a message in the API and the form, never a 500', async () => {
    const refused = await staffCall('POST', '/api/resources', fhirGuide)
    expect(refused.response.status).toBe(422)
    expect(refused.body.errors).toEqual({ title: [expect.stringMatching(/not kept/)] })

    const form = await postAdminForm('/admin/resources/new', { ...fhirGuide, status: 'draft' })
    expect(form.status).toBe(400)
    expect(form.text).toContain('A compliance document titled')

    // An existing compliance document renamed to it is refused too.
    const other = await staffCall('POST', '/api/resources', { ...fhirGuide, title: 'FHIR Notes' })
    expect(other.response.status).toBe(201)
    const renamed = await staffCall('PATCH', `/api/resources/${String(other.body.id)}`, {
      title: 'FHIR Implementation Guide',
    })
    expect(renamed.response.status).toBe(422)
  })
})

describe('generated links (decision 119)', () => {
  test('a title with %, ?, / and # gets a readable link that opens its page', async () => {
    const created = await staffCall('POST', '/api/resources', {
      title: '100% uptime? Yes / no #1',
      description: 'A title full of characters a path cannot carry.',
      type: 'case-study',
      categoryId: api.categoryId,
      content: '<p>Body</p>',
    })
    expect(created.response.status).toBe(201)
    const category = await staffCall('GET', `/api/categories/${api.categoryId}`)
    expect(created.body.link).toBe(`/resources/${String(category.body.slug)}/100-uptime-yes-no-1`)
    const page = await publicGet(String(created.body.link))
    expect(page.status).toBe(200)
    expect(page.text).toContain('100% uptime? Yes / no #1')
    expect((await publicGet('/sitemap.xml')).text).toContain(String(created.body.link))
  })
})
