/**
 * Issue 35, acceptance 2 (decision 129): with French switched on, one news
 * article translated into French and one not. The translated one is found by
 * accent-less and plural French searches; the untranslated one is shown in
 * English, marked `lang="en"`, on every surface that lists French content —
 * its page, the listing, search, the French feed, the sitemap and the content
 * API (`?locale=fr`), where `fallback=false` leaves it out instead.
 */
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'french fallback test password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)

const TRANSLATED = {
  english: 'Connected care at home, a field report',
  french: 'La santé connectée à domicile, un reportage',
}
const UNTRANSLATED = 'Remote monitoring rounds in Lyon'

const get = (path: string) => fetch(`${fixture.server.url}${path}`)
const textOf = async (path: string) => {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return response.text()
}
/** The `lang` of the element whose text (or whose link's text) is `text`; '' when it has none. */
const langAround = (html: string, text: string) => {
  const match = new RegExp(`<(h[1-6]|p)([^>]*)>(?:<a[^>]*>)?${text}<`).exec(html)
  if (!match) return undefined
  return /\blang="([^"]*)"/.exec(match[2]!)?.[1] ?? ''
}

describe('the fallback rule on every French surface', () => {
  const links = { translated: '', untranslated: '' }
  const ids = { translated: '', untranslated: '' }

  beforeAll(async () => {
    expect((await api.call('PATCH', '/api/languages/fr', { active: true })).status).toBe(200)
    for (const [key, title] of [
      ['translated', TRANSLATED.english],
      ['untranslated', UNTRANSLATED],
    ] as const) {
      const created = await api.call('POST', '/api/resources', {
        title,
        description: 'A visit to the teams that follow patients between two appointments.',
        type: 'news-article',
        categoryId: api.categoryId,
        content: '<p>Notes from the field.</p>',
      })
      expect(created.status).toBe(201)
      const item = (await created.json()) as { id: string; link: string }
      ids[key] = item.id
      links[key] = item.link
    }
    const saved = await api.call('PUT', `/api/resources/${ids.translated}/translations/fr`, {
      title: TRANSLATED.french,
      description: 'Comment les équipes suivent leurs patients entre deux rendez-vous.',
      content: '<p>Un hôpital sans murs.</p>',
      status: 'published',
    })
    expect(saved.status).toBe(200)
    // The switch reaches this server within a second (decision 100).
    await vi.waitFor(async () => expect((await get('/fr/resources/newsroom')).status).toBe(200), {
      timeout: 10_000,
    })
  })

  test('pages: the translation in French, the untranslated resource in English marked so', async () => {
    const translated = await textOf(`/fr${links.translated}`)
    expect(langAround(translated, TRANSLATED.french)).toBe('')
    expect(translated).toContain('Un hôpital sans murs.')
    const untranslated = await textOf(`/fr${links.untranslated}`)
    expect(langAround(untranslated, UNTRANSLATED)).toBe('en')
    // English keeps its own text.
    expect(langAround(await textOf(links.translated), TRANSLATED.english)).toBe('')
  })

  test('listings show both, each in its language', async () => {
    const listing = await textOf('/fr/resources/newsroom')
    expect(langAround(listing, TRANSLATED.french)).toBe('')
    expect(langAround(listing, UNTRANSLATED)).toBe('en')
    expect(listing).not.toContain(TRANSLATED.english)
  })

  test('search: French text with the French configuration, accents and plurals folded', async () => {
    const finds = async (path: string, link: string) => (await textOf(path)).includes(link)
    for (const query of ['sante', 'santé', 'SANTE', 'patient', 'patients', 'hopital'])
      expect(
        await finds(`/fr/resources?q=${encodeURIComponent(query)}`, links.translated),
        query,
      ).toBe(true)
    // The untranslated one is shown, and so searched, in English.
    expect(await finds('/fr/resources?q=monitoring', links.untranslated)).toBe(true)
    // English pages search the English text.
    expect(await finds('/resources?q=sante', links.translated)).toBe(false)
    expect(await finds('/resources?q=patients', links.translated)).toBe(true)
  })

  test('the French feed: French items, English ones for the untranslated, French links', async () => {
    const feed = await textOf('/fr/resources/newsroom/feed.xml')
    expect(feed).toContain('<language>fr</language>')
    expect(feed).toContain(`<title>${TRANSLATED.french}</title>`)
    expect(feed).toContain(`<title>${UNTRANSLATED}</title>`)
    expect(feed).toContain(`/fr${links.translated}</link>`)
    const english = await textOf('/resources/newsroom/feed.xml')
    expect(english).toContain(`<title>${TRANSLATED.english}</title>`)
    expect(english).not.toContain(TRANSLATED.french)
    // The French newsroom announces the French feed.
    expect(await textOf('/fr/resources/newsroom')).toMatch(
      /type="application\/rss\+xml"[^>]*href="\/fr\/resources\/newsroom\/feed.xml"/,
    )
    // An inactive or unknown language has no feed.
    expect((await get('/de/resources/newsroom/feed.xml')).status).toBe(404)
  })

  test('the sitemap lists both French pages, as the site shows both', async () => {
    const sitemap = await textOf('/sitemap.xml')
    expect(sitemap).toContain(`/fr${links.translated}</loc>`)
    expect(sitemap).toContain(`/fr${links.untranslated}</loc>`)
  })

  test('the API: ?locale=fr falls back to English, fallback=false leaves it out', async () => {
    type Item = { id: string; title: string; locale: string }
    const read = async (query: string) =>
      (await (await api.call('GET', `/api/resources${query}`, undefined, false)).json()) as Item[]
    const french = await read('?locale=fr')
    expect(french.find((item) => item.id === ids.translated)).toMatchObject({
      title: TRANSLATED.french,
      locale: 'fr',
    })
    expect(french.find((item) => item.id === ids.untranslated)).toMatchObject({
      title: UNTRANSLATED,
      locale: 'en',
    })
    const strict = await read('?locale=fr&fallback=false')
    expect(strict.map((item) => item.id)).toEqual([ids.translated])
    const one = (id: string, query: string) =>
      api.call('GET', `/api/resources/${id}${query}`, undefined, false)
    expect((await one(ids.untranslated, '?locale=fr&fallback=false')).status).toBe(404)
    expect(await (await one(ids.translated, '?locale=fr&fallback=false')).json()).toMatchObject({
      title: TRANSLATED.french,
    })
    expect((await one(ids.translated, '?locale=xx')).status).toBe(400)
    // Without a locale, the stored English source as before.
    expect((await (await one(ids.translated, '')).json()) as Item).not.toHaveProperty('locale')
  })

  test('a translation is written by staff only, checked, and deleted', async () => {
    const path = `/api/resources/${ids.untranslated}/translations/fr`
    const body = { title: 'Tournées de télésurveillance à Lyon', description: 'Reportage.' }
    expect((await api.call('PUT', path, body, false)).status).toBe(401)
    expect((await api.call('PUT', path, { title: '' })).status).toBe(422)
    expect(
      (await api.call('PUT', `/api/resources/${ids.untranslated}/translations/en`, body)).status,
    ).toBe(404)
    // Saved as a draft: not public, the French page stays in English.
    expect((await api.call('PUT', path, body)).status).toBe(200)
    const page = await textOf(`/fr${links.untranslated}`)
    expect(langAround(page, UNTRANSLATED)).toBe('en')
    expect(page).not.toContain(body.title)
    expect((await api.call('DELETE', path)).status).toBe(204)
    expect((await api.call('GET', path)).status).toBe(404)
  })
})
