import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { resources, uploadedFiles } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { complianceDocuments } from './documents.server'

describe.each(testDatabaseTargets())('complianceDocuments on $name', (target) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await target.open()
  })
  afterAll(async () => {
    await handle?.close()
  })

  const doc = (id: string, values: Partial<typeof resources.$inferInsert> = {}) => ({
    id,
    title: id,
    type: 'compliance-doc' as const,
    description: `About ${id}`,
    link: `/resources/compliance/${id}`,
    ...values,
  })

  test('is empty when no compliance document exists (the page then shows its placeholders)', async () => {
    await handle.db.insert(resources).values({
      id: 'a-webinar',
      title: 'A webinar',
      type: 'webinar',
      description: 'Not a compliance document',
      link: '/resources/webinar/a-webinar',
    })
    expect(await complianceDocuments(handle.db)).toEqual([])
  })

  test('lists only compliance documents, featured first, then the newest', async () => {
    await handle.db.insert(uploadedFiles).values({
      id: 'upload-1',
      filename: 'old-featured.pdf',
      originalName: 'Old Featured.pdf',
      mimeType: 'application/pdf',
      size: 8,
      sha256: 'x',
      completedAt: new Date(),
    })
    await handle.db.insert(resources).values([
      doc('old-plain', { publishedDate: new Date('2026-01-01T00:00:00Z') }),
      doc('new-plain', {
        publishedDate: new Date('2026-06-01T00:00:00Z'),
        ctaType: 'download',
        pdfUrl: '/uploads/missing.pdf',
      }),
      doc('old-featured', {
        featured: true,
        publishedDate: new Date('2025-01-01T00:00:00Z'),
        ctaType: 'download',
        ctaText: 'Download it',
        pdfUrl: '/uploads/old-featured.pdf',
      }),
      doc('linked', {
        publishedDate: new Date('2025-06-01T00:00:00Z'),
        ctaType: 'link',
        ctaText: 'Open it',
        externalUrl: 'https://example.org/doc',
      }),
    ])
    const documents = await complianceDocuments(handle.db)
    expect(documents.map((document) => document.id)).toEqual([
      'old-featured',
      'new-plain',
      'old-plain',
      'linked',
    ])
    expect(documents[0]).toEqual({
      id: 'old-featured',
      title: 'old-featured',
      description: 'About old-featured',
      link: '/resources/compliance/old-featured',
      featured: true,
      ctaType: 'download',
      ctaText: 'Download it',
      pdfUrl: '/uploads/old-featured.pdf',
      externalUrl: null,
    })
    // A download whose file is not there offers no dead link.
    expect(documents[1]).toMatchObject({ ctaType: 'download', pdfUrl: null })
    expect(documents[3]).toMatchObject({ ctaType: 'link', externalUrl: 'https://example.org/doc' })
  })
})
