import { describe, expect, test } from 'vitest'
import { neutraliseFormula } from './csv'
import { csvDate, fileDate, sourceLabel } from './format'

describe('Database page formats (back-office §9)', () => {
  const date = new Date('2026-03-04T05:06:07.890Z')
  test('dates in UTC for the CSV and the file name', () => {
    expect(csvDate(date)).toBe('2026-03-04 05:06:07')
    expect(fileDate(date)).toBe('20260304')
  })

  test('sources: dashes as spaces, capitalised', () => {
    expect(sourceLabel('subscription-page')).toBe('Subscription Page')
    expect(sourceLabel('footer')).toBe('Footer')
  })

  test('formula-looking cells get a leading apostrophe, others stay as typed', () => {
    for (const risky of ['=1+1', '+33 1 23', '-2', '@SUM(A1)', '\t=cmd', '\r=cmd'])
      expect(neutraliseFormula(risky)).toBe(`'${risky}`)
    for (const safe of ['Ada', 'a=b', 'élodie@exemple.fr', '🙂', ''])
      expect(neutraliseFormula(safe)).toBe(safe)
  })
})
