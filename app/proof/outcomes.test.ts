import { describe, expect, test } from 'vitest'
import { buildSeedItems } from '~/db/seed-data'
import { outcomes } from './outcomes'

describe('outcome figures', () => {
  test('each figure is written in the seeded case study that backs it', () => {
    const seeded = buildSeedItems(new Date('2026-11-26T00:00:00Z')).resources
    for (const outcome of outcomes) {
      const study = seeded.find((resource) => resource.id === outcome.caseStudyId)
      expect(study?.type, outcome.key).toBe('case-study')
      expect(study?.content, outcome.key).toContain(outcome.figure)
    }
  })
})
