import type { LegalSectionDefinition } from './legal-section'

/** The 14 sections of the privacy policy, in the order of public-site §2 Legal pages. */
export const privacySections: readonly LegalSectionDefinition[] = [
  { key: 'introduction', id: 'introduction', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { key: 'dataController', id: 'data-controller', blocks: [{ p: 'p1', mailbox: 'dpo' }] },
  {
    key: 'dataCollected',
    id: 'data-collected',
    blocks: [
      { p: 'p1' },
      { list: 'items', items: ['identity', 'contact', 'technical', 'usage', 'marketing'] },
      { p: 'p2' },
    ],
  },
  {
    key: 'howCollected',
    id: 'how-collected',
    blocks: [{ p: 'p1' }, { list: 'items', items: ['direct', 'automated', 'thirdParties'] }],
  },
  {
    key: 'use',
    id: 'use',
    blocks: [
      { p: 'p1' },
      { list: 'items', items: ['enquiries', 'demos', 'improve', 'legal'] },
      { p: 'p2' },
    ],
  },
  { key: 'marketing', id: 'marketing', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  {
    key: 'cookies',
    id: 'cookies',
    blocks: [
      { p: 'p1' },
      { terms: 'types', items: ['essential', 'performance', 'functionality', 'targeting'] },
      { p: 'p2' },
    ],
  },
  { key: 'security', id: 'security', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { key: 'retention', id: 'retention', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  {
    key: 'rights',
    id: 'rights',
    blocks: [
      { p: 'p1' },
      {
        list: 'items',
        items: [
          'access',
          'correction',
          'erasure',
          'objection',
          'restriction',
          'portability',
          'withdrawal',
        ],
      },
      { p: 'p2', mailbox: 'privacy' },
      { p: 'p3' },
      { p: 'p4' },
    ],
  },
  { key: 'transfers', id: 'international-transfers', blocks: [{ p: 'p1' }] },
  { key: 'thirdPartyLinks', id: 'third-party-links', blocks: [{ p: 'p1' }] },
  { key: 'changes', id: 'changes', blocks: [{ p: 'p1' }] },
  { key: 'contact', id: 'contact', blocks: [{ p: 'p1' }] },
]
