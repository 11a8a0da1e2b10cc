import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { resources, resourceTranslations } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { listResources, newsroomFeedItems } from './library-listing.server'
import { listings } from './library'
import { deleteTranslation, liveTranslation, saveTranslation } from './translations.server'

const types = listings.newsroom

describe.each(testDatabaseTargets())('search and fallback per language on $name', (target) => {
  let handle: DatabaseHandle
  const titles = async (options: Parameters<typeof listResources>[1]) =>
    (await listResources(handle.db, options)).items.map((item) => [
      item.title,
      item.contentLanguage,
    ])

  beforeAll(async () => {
    handle = await target.open()
    const base = { type: 'news-article' as const, publishedDate: new Date('2026-11-01') }
    await handle.db.insert(resources).values([
      {
        ...base,
        id: 'r-translated',
        title: 'Connected care at home',
        description: 'How clinicians follow people between visits.',
        link: '/resources/news/connected-care',
      },
      {
        ...base,
        id: 'r-english',
        title: 'Remote monitoring for patients',
        description: 'Alerts that reach the care team in time.',
        link: '/resources/news/remote-monitoring',
        publishedDate: new Date('2026-10-01'),
      },
      {
        ...base,
        id: 'r-draft-translation',
        title: 'Quarterly results',
        description: 'Numbers of the quarter.',
        link: '/resources/news/quarterly-results',
        publishedDate: new Date('2026-09-01'),
      },
    ])
    await saveTranslation(
      handle.db,
      'r-translated',
      'fr',
      {
        title: 'La santé connectée à domicile',
        description: 'Comment les cliniciens suivent leurs patients entre deux visites.',
        content: '<p>Un <strong>hôpital</strong> sans murs.</p>',
        status: 'published',
      },
      'test',
    )
    await saveTranslation(
      handle.db,
      'r-draft-translation',
      'fr',
      { title: 'Résultats trimestriels', description: 'Chiffres.', status: 'draft' },
      'test',
    )
  })
  afterAll(async () => {
    await handle?.close()
  })

  test('a French resource is found with or without accents, singular or plural', async () => {
    for (const query of ['santé', 'sante', 'SANTE', 'patient', 'patients', 'hopital', 'hôpitaux']) {
      const { items } = await listResources(handle.db, { types, query, language: 'fr' })
      expect(
        items.map((item) => item.id),
        query,
      ).toContain('r-translated')
    }
    const [found] = (await listResources(handle.db, { types, query: 'sante', language: 'fr' }))
      .items
    expect(found?.title).toBe('La santé connectée à domicile')
    expect(found?.highlight?.title).toContain('santé')
  })

  test('an untranslated resource is searched in English and shown in English, marked so', async () => {
    expect(await titles({ types, query: 'monitoring', language: 'fr' })).toEqual([
      ['Remote monitoring for patients', 'en'],
    ])
    // Its French page has no French text to search: a French word does not find it.
    expect(await titles({ types, query: 'surveillance', language: 'fr' })).toEqual([])
  })

  test('the fallback: untranslated resources in English, or left out without it', async () => {
    expect(await titles({ types, language: 'fr' })).toEqual([
      ['La santé connectée à domicile', 'fr'],
      ['Remote monitoring for patients', 'en'],
      // A draft translation is not public: its resource shows in English.
      ['Quarterly results', 'en'],
    ])
    expect(await titles({ types, language: 'fr', fallback: false })).toEqual([
      ['La santé connectée à domicile', 'fr'],
    ])
    const feed = await newsroomFeedItems(handle.db, 50, { language: 'fr', fallback: false })
    expect(feed.map((item) => item.title)).toEqual(['La santé connectée à domicile'])
    expect(
      (await newsroomFeedItems(handle.db, 50, { language: 'fr' })).map((item) => item.title),
    ).toEqual([
      'La santé connectée à domicile',
      'Remote monitoring for patients',
      'Quarterly results',
    ])
  })

  test('English pages search the English text with the English configuration', async () => {
    expect(await titles({ types, query: 'patient' })).toEqual([
      ['Remote monitoring for patients', 'en'],
    ])
    expect(await titles({ types, query: 'santé' })).toEqual([])
    expect(await titles({ types, query: 'clinician' })).toEqual([['Connected care at home', 'en']])
  })

  test('a translation is saved once per language, sanitised, and can be deleted', async () => {
    const saved = await liveTranslation(handle.db, 'r-translated', 'fr')
    expect(saved?.content).toBe('<p>Un <strong>hôpital</strong> sans murs.</p>')
    await saveTranslation(
      handle.db,
      'r-english',
      'fr',
      {
        title: 'Télésurveillance',
        description: '<script>x</script>',
        content: '<p onclick="x()">Bonjour</p>',
        status: 'published',
      },
      'test',
    )
    expect((await liveTranslation(handle.db, 'r-english', 'fr'))?.content).toBe('<p>Bonjour</p>')
    expect(await titles({ types, query: 'telesurveillance', language: 'fr' })).toEqual([
      ['Télésurveillance', 'fr'],
    ])
    expect(await deleteTranslation(handle.db, 'r-english', 'fr', 'test')).toBe(true)
    expect(await deleteTranslation(handle.db, 'r-english', 'fr', 'test')).toBe(false)
    const rows = await handle.db.select().from(resourceTranslations)
    expect(rows.map((row) => row.resourceId).sort()).toEqual([
      'r-draft-translation',
      'r-translated',
    ])
  })
})
