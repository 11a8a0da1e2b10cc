import { describe, expect, test } from 'vitest'
import { firstFreeLink, resourceLink } from './resource-links'

describe('resourceLink (back-office §7)', () => {
  test('rule 1: a found category gives /resources/{categorySlug}/{slug}', () => {
    expect(
      resourceLink({
        type: 'case-study',
        title: 'Remote  Care at Scale',
        categorySlug: 'patient-care',
      }),
    ).toBe('/resources/patient-care/remote-care-at-scale')
    // Even a compliance document, when it has a category.
    expect(resourceLink({ type: 'compliance-doc', title: 'ISO 27001', categorySlug: 'ai' })).toBe(
      '/resources/ai/iso-27001',
    )
  })

  test('rule 2: a compliance-doc without a category goes under /resources/compliance', () => {
    expect(resourceLink({ type: 'compliance-doc', title: 'SOC2 Report' })).toBe(
      '/resources/compliance/soc2-report',
    )
  })

  test('rule 3: otherwise the type with its first hyphen turned into an underscore', () => {
    expect(resourceLink({ type: 'white-paper', title: 'A Guide' })).toBe(
      '/resources/white_paper/a-guide',
    )
    expect(resourceLink({ type: 'news-article', title: 'News' })).toBe(
      '/resources/news_article/news',
    )
    expect(resourceLink({ type: 'press-release', title: 'PR', categorySlug: null })).toBe(
      '/resources/press_release/pr',
    )
    expect(resourceLink({ type: 'webinar', title: 'Live' })).toBe('/resources/webinar/live')
    expect(resourceLink({ type: 'event', title: 'Summit' })).toBe('/resources/event/summit')
  })

  test('the slug is lower case with whitespace runs as hyphens, and stays one path segment', () => {
    expect(resourceLink({ type: 'webinar', title: '  AI\tagents\n in care ' })).toBe(
      '/resources/webinar/ai-agents-in-care',
    )
    // What a path cannot carry as it is is left out (decision 119): readable, one segment.
    const link = resourceLink({ type: 'webinar', title: 'Q&A: 50% faster? #1/2 🙂' })
    expect(link).toBe('/resources/webinar/qa-50-faster-12')
    expect(new URL(link, 'https://www.alakin.com').pathname).toBe(link)
    expect(resourceLink({ type: 'webinar', title: 'Santé à 100 %' })).toBe(
      `/resources/webinar/${encodeURIComponent('santé-à-100')}`,
    )
    expect(resourceLink({ type: 'webinar', title: 'v1.2_beta~rc - final' })).toBe(
      '/resources/webinar/v1.2_beta~rc---final',
    )
    expect(resourceLink({ type: 'webinar', title: '?#%/' })).toBe('/resources/webinar/untitled')
  })
})

describe('firstFreeLink', () => {
  test('two titles with the same slug never share a URL', async () => {
    const taken = new Set(['/resources/webinar/live', '/resources/webinar/live-2'])
    const isTaken = async (link: string) => taken.has(link)
    expect(await firstFreeLink('/resources/webinar/other', isTaken)).toBe(
      '/resources/webinar/other',
    )
    expect(await firstFreeLink('/resources/webinar/live', isTaken)).toBe(
      '/resources/webinar/live-3',
    )
  })
})
