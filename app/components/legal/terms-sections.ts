import type { LegalSectionDefinition } from './legal-section'

/** The 11 sections of the terms of service, in the order of public-site §2 Legal pages. */
export const termsSections: readonly LegalSectionDefinition[] = [
  { key: 'acceptance', id: 'acceptance', blocks: [{ p: 'p1' }] },
  { key: 'services', id: 'services', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { key: 'accounts', id: 'accounts', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  {
    key: 'conduct',
    id: 'conduct',
    blocks: [
      { p: 'p1' },
      { list: 'items', items: ['unlawful', 'access', 'interfere', 'malware', 'infringe'] },
    ],
  },
  { key: 'healthcareData', id: 'healthcare-data', blocks: [{ p: 'p1' }, { p: 'p2' }, { p: 'p3' }] },
  { key: 'intellectualProperty', id: 'intellectual-property', blocks: [{ p: 'p1' }] },
  { key: 'liability', id: 'liability', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { key: 'warranty', id: 'warranty', blocks: [{ p: 'p1' }] },
  { key: 'changes', id: 'changes', blocks: [{ p: 'p1' }] },
  { key: 'governingLaw', id: 'governing-law', blocks: [{ p: 'p1' }] },
  { key: 'contact', id: 'contact', blocks: [{ p: 'p1' }] },
]
