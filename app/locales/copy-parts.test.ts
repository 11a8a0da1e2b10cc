import { describe, expect, test } from 'vitest'
import { copyPart, copyParts, copyWithoutParts, type CopyPart } from './copy-parts'
import { keysOf, loadLocaleFile } from './locale-files'

const common = loadLocaleFile('en', 'common') as Record<string, unknown>
const parts = Object.keys(copyParts) as CopyPart[]

describe('the parts of common.json the browser loads apart (decision 079)', () => {
  test.each(parts)('%s: every path of the part names keys that exist', (part) => {
    for (const path of copyParts[part]) {
      const keys = keysOf(copyPart(common, part))
      const pattern = new RegExp(`^${path.replaceAll('.', '\\.').replaceAll('*', '[^.]+')}(\\.|$)`)
      expect(
        keys.some((key) => pattern.test(key)),
        path,
      ).toBe(true)
    }
  })

  test('the shell and the parts hold every key once, with its English text', () => {
    const pieces = [copyWithoutParts(common), ...parts.map((part) => copyPart(common, part))]
    const keys = pieces.flatMap((piece) => keysOf(piece))
    expect(keys.toSorted()).toEqual(keysOf(common).toSorted())
    const text = (tree: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], tree)
    for (const piece of pieces)
      for (const key of keysOf(piece)) expect(text(piece, key)).toBe(text(common, key))
  })

  test('a part leaves the rest of its section in the shell', () => {
    const shell = copyWithoutParts(common) as { contact: object; cookies: object; footer: object }
    expect(keysOf(shell.contact, 'contact')).toEqual([])
    // The banner's buttons are React's; its text and its form without JavaScript are the server's.
    expect(keysOf(shell.cookies, 'cookies')).toContain('cookies.banner.acceptAll')
    expect(keysOf(shell.cookies, 'cookies')).not.toContain('cookies.banner.text')
    expect(keysOf(shell.cookies, 'cookies')).not.toContain('cookies.modal.analytics.label')
    // The footer's newsletter form and legal links are React's; its columns the server's.
    expect(keysOf(shell.footer, 'footer')).toContain('footer.newsletter.label')
    expect(keysOf(shell.footer, 'footer')).toContain('footer.cookiePolicy')
    expect(keysOf(shell.footer, 'footer')).not.toContain('footer.links.about')
  })
})
