import { describe, expect, test } from 'vitest'
import { copyLabel } from './copy-label'

describe('copyLabel', () => {
  test.each([
    ['home:hero.title', 'Hero › Title'],
    ['home:stakes.adminTime.title', 'Stakes › Admin time › Title'],
    ['common:cookies.banner.necessaryOnly', 'Cookies › Banner › Necessary only'],
    ['home:compliance.soc2', 'Compliance › Soc2'],
    ['footer.copyright', 'Footer › Copyright'],
    ['library:listings.case_studies.title', 'Listings › Case studies › Title'],
  ])('%s reads "%s"', (key, label) => {
    expect(copyLabel(key)).toBe(label)
  })
})
