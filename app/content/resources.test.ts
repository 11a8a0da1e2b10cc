import { describe, expect, test } from 'vitest'
import { droppedResourceFields, relevantResourceFields, resourceSchema } from './resources'

const common = { title: 'T', description: 'D', categoryId: 'category-1' }
const messages = (input: Record<string, unknown>) => {
  const result = resourceSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('the resource form schema (back-office §5, word for word)', () => {
  test('common fields', () => {
    expect(messages({})).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      type: 'Resource type is required',
      categoryId: 'Category is required',
    })
    expect(
      messages({ ...common, type: 'case-study', content: 'x', videoUrl: 'not a url' }),
    ).toEqual({
      videoUrl: 'Please enter a valid URL',
    })
  })

  test.each([
    ['webinar', { videoUrl: 'Video URL is required' }],
    ['white-paper', { pdfUrl: 'PDF URL is required' }],
    [
      'event',
      {
        startDate: 'Start date is required',
        startTime: 'Start time is required',
        timeZone: 'Time zone is required',
        duration: 'Duration is required',
        location: 'Location is required',
        content: 'Event description is required',
      },
    ],
    [
      'compliance-doc',
      {
        content: 'Content is required',
        ctaType: 'CTA type is required',
        ctaText: 'CTA text is required',
      },
    ],
    ['case-study', { content: 'Content is required' }],
    ['press-release', { content: 'Content is required' }],
    ['news-article', { content: 'Content is required' }],
  ])('%s: its required fields', (type, expected) => {
    expect(messages({ ...common, type })).toEqual(expected)
  })

  test('compliance-doc: the external URL is required only for the link call to action', () => {
    const doc = { ...common, type: 'compliance-doc', content: 'C', ctaText: 'Go' }
    expect(messages({ ...doc, ctaType: 'link' })).toEqual({
      externalUrl: 'External URL is required',
    })
    expect(messages({ ...doc, ctaType: 'link', externalUrl: 'javascript:alert(1)' })).toEqual({
      externalUrl: 'Please enter a valid URL',
    })
    expect(messages({ ...doc, ctaType: 'contact' })).toEqual({})
  })
})

describe('relevantResourceFields (back-office §3: only the chosen type’s fields are saved)', () => {
  const everything = {
    ...common,
    content: '<p>c</p>',
    videoUrl: 'https://v.example/x',
    pdfUrl: '/uploads/a.pdf',
    externalUrl: 'https://e.example',
    startDate: '2026-12-01',
    endDate: '2026-12-02',
    startTime: '09:30',
    timeZone: 'Europe/Paris',
    duration: '2 hours',
    location: 'Paris',
    imageSrc: '/media/x.svg',
    ctaType: 'link',
    ctaText: 'Open',
  }
  const saved = (type: string, extra: Record<string, unknown> = {}) => {
    const row = relevantResourceFields(resourceSchema.parse({ ...everything, type, ...extra }))
    return Object.keys(row)
      .filter((key) => row[key as keyof typeof row] !== null && !(key in common) && key !== 'type')
      .sort()
  }

  test('per type', () => {
    // Every type keeps its content (decision 045) and its cover image (decision 109).
    expect(saved('webinar')).toEqual(['content', 'imageSrc', 'videoUrl'])
    expect(saved('white-paper')).toEqual(['content', 'imageSrc', 'pdfUrl'])
    expect(saved('case-study')).toEqual(['content', 'imageSrc'])
    expect(saved('event')).toEqual(
      [
        'content',
        'duration',
        'endDate',
        'imageSrc',
        'location',
        'startDate',
        'startTime',
        'timeZone',
      ].sort(),
    )
    expect(saved('compliance-doc')).toEqual([
      'content',
      'ctaText',
      'ctaType',
      'externalUrl',
      'imageSrc',
    ])
    expect(saved('compliance-doc', { ctaType: 'download' })).toEqual([
      'content',
      'ctaText',
      'ctaType',
      'imageSrc',
      'pdfUrl',
    ])
    expect(saved('compliance-doc', { ctaType: 'contact' })).toEqual([
      'content',
      'ctaText',
      'ctaType',
      'imageSrc',
    ])
  })
})

describe('droppedResourceFields (decision 045: what a save would empty unseen)', () => {
  const event = {
    type: 'event',
    content: '<p>c</p>',
    startDate: '2026-12-01',
    endDate: null,
    startTime: '09:30',
    timeZone: 'UTC',
    duration: '',
    location: 'Paris',
    imageSrc: null,
  }

  test('the stored values the new type does not keep; empty ones do not count', () => {
    expect(droppedResourceFields(event, { type: 'event' })).toEqual([])
    expect(droppedResourceFields(event, { type: 'webinar' })).toEqual([
      'startDate',
      'startTime',
      'timeZone',
      'location',
    ])
  })

  test('a call-to-action change of a compliance document counts too', () => {
    const download = {
      type: 'compliance-doc',
      content: 'c',
      ctaType: 'download',
      ctaText: 'Get',
      pdfUrl: '/uploads/a.pdf',
    }
    expect(
      droppedResourceFields(download, { type: 'compliance-doc', ctaType: 'download' }),
    ).toEqual([])
    expect(droppedResourceFields(download, { type: 'compliance-doc', ctaType: 'link' })).toEqual([
      'pdfUrl',
    ])
    expect(droppedResourceFields(download, { type: 'white-paper' })).toEqual(['ctaType', 'ctaText'])
  })

  test('a category is required except for compliance documents', () => {
    const base = { title: 't', description: 'd', content: 'c', ctaType: 'contact', ctaText: 'Ask' }
    expect(resourceSchema.safeParse({ ...base, type: 'compliance-doc' }).success).toBe(true)
    const caseStudy = resourceSchema.safeParse({ ...base, type: 'case-study' })
    expect(caseStudy.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['categoryId'], 'Category is required'],
    ])
  })
})
