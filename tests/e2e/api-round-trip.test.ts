/**
 * The round trip of the content API and the stale-save check (issue 34):
 * for each of the five types, what GET answers, changed, goes back with PUT;
 * PATCH merges a part; If-Match with an old ETag answers 412 and changes
 * nothing, in the API and in the admin forms. Every answer is also checked
 * against /api/openapi.json (through `contentClient`).
 */
import { describe, expect, test } from 'vitest'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'round trip password 123'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)

/** A valid new item of each type, and the text field a test changes. */
const samples = (categoryId: string): Record<string, [Record<string, unknown>, string]> => ({
  categories: [{ title: 'Round Trip Shelf' }, 'description'],
  resources: [
    {
      title: 'Round Trip Study',
      description: 'Read, changed, sent back.',
      type: 'case-study',
      categoryId,
      content: '<p>Body</p>',
    },
    'title',
  ],
  testimonials: [{ quote: 'It round-trips.', author: 'Rita' }, 'quote'],
  'customer-logos': [{ name: 'Round Trip Clinic', logoSrc: '/media/logo.png' }, 'name'],
  videos: [{ title: 'Round trip tour', videoSrc: 'https://videos.example/tour.mp4' }, 'title'],
})

const staffCall = async (method: string, path: string, body?: unknown, headers = {}) => {
  const response = await api.call(method, path, body, true, headers)
  return { response, body: (await response.json().catch(() => null)) as Record<string, unknown> }
}

describe('GET, change, PUT or PATCH back', () => {
  test('works for all five types, with If-Match answering 412 once the item changed', async () => {
    for (const [slug, [values, field]] of Object.entries(samples(api.categoryId))) {
      const created = await staffCall('POST', `/api/${slug}`, values)
      expect(created.response.status, slug).toBe(201)
      const path = `/api/${slug}/${String(created.body.id)}`

      const read = await staffCall('GET', path)
      const etag = read.response.headers.get('ETag')
      expect(etag, slug).toBeTruthy()
      const put = await staffCall(
        'PUT',
        path,
        { ...read.body, [field]: `Changed ${slug} by PUT` },
        { 'If-Match': etag },
      )
      expect(put.response.status, `${slug}: ${JSON.stringify(put.body)}`).toBe(200)
      expect(put.body[field], slug).toBe(`Changed ${slug} by PUT`)

      // The ETag read before the PUT is stale now: nothing is overwritten.
      const stale = await staffCall('PATCH', path, { [field]: 'Lost' }, { 'If-Match': etag })
      expect(stale.response.status, slug).toBe(412)
      expect(stale.body.message, slug).toMatch(/changed since/)
      const patched = await staffCall(
        'PATCH',
        path,
        { [field]: `Changed ${slug} by PATCH` },
        { 'If-Match': put.response.headers.get('ETag') },
      )
      expect(patched.response.status, slug).toBe(200)
      expect((await staffCall('GET', path)).body[field], slug).toBe(`Changed ${slug} by PATCH`)

      // A field the server keeps may come back unchanged, never changed.
      const fresh = (await staffCall('GET', path)).body
      const moved = await staffCall('PUT', path, { ...fresh, id: 'another-id' })
      expect(moved.response.status, slug).toBe(422)
      expect(moved.body.errors, slug).toEqual({ id: [expect.stringMatching(/Kept by the server/)] })
    }
  })
})

describe('the admin forms', () => {
  test('a save from a form opened before another change is refused, nothing overwritten', async () => {
    const created = await staffCall('POST', '/api/testimonials', {
      quote: 'Opened in a form.',
      author: 'Fern',
    })
    const id = String(created.body.id)
    const cookie = await api.cookie()
    const page = await (
      await fetch(`${fixture.server.url}/admin/testimonials/edit/${id}`, { headers: { cookie } })
    ).text()
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!
    const version = /name="ifMatch" value="([^"]+)"/.exec(page)?.[1]
    expect(version).toBeTruthy()
    // Someone else saves meanwhile.
    await staffCall('PATCH', `/api/testimonials/${id}`, { quote: 'Saved by someone else.' })
    const form = new URLSearchParams({
      csrf,
      ifMatch: version!.replaceAll('&quot;', '"'),
      quote: 'Saved from the old form.',
      author: 'Fern',
      status: 'published',
      displayOrder: '0',
    })
    const saved = await fetch(`${fixture.server.url}/admin/testimonials/edit/${id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, Origin: fixture.server.url },
      body: form,
    })
    expect(saved.status).toBe(412)
    expect(await saved.text()).toMatch(/changed since you opened it/)
    const now = await staffCall('GET', `/api/testimonials/${id}`)
    expect(now.body.quote).toBe('Saved by someone else.')
  })
})
