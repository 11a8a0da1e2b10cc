import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, test } from 'vitest'
import { coalesceChunksStream } from '~/render/coalesce-chunks.server'
import { hydrateAfterPaint, RELEASE_SCRIPT } from './hydrate-after-paint.server'

const page =
  '<html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n0nce"/></head>' +
  '<body><p>Données protégées ✓</p><script nonce="n0nce">window.x=1</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root.js";</script>' +
  '</body></html>'

const expected =
  '<html><head><link rel="stylesheet" href="/a.css"/>' +
  `<script nonce="n0nce">${RELEASE_SCRIPT}</script></head>` +
  '<body><p>Données protégées ✓</p><script nonce="n0nce">window.x=1</script>' +
  '<script nonce="n0nce" type="text/plain" data-after-paint="">import * as route0 from "/assets/root.js";</script>' +
  '</body></html>'

/** The page cut into chunks of `size` bytes, as a stream would deliver it. */
function chunks(html: string, size: number): Buffer[] {
  const bytes = Buffer.from(html)
  const parts: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size))
  return parts
}

describe('hydrateAfterPaint', () => {
  test('drops the module preloads, holds back the module script and adds its release; other scripts untouched', async () => {
    const stream = Readable.from([Buffer.from(page)]).pipe(
      coalesceChunksStream({ edit: hydrateAfterPaint('n0nce') }),
    )
    expect(await text(stream)).toBe(expected)
  })

  test.each([1, 2, 3, 7, 16, 64])(
    'gives the same page however it is cut (%i-byte pieces: tags and characters split)',
    (size) => {
      const edit = hydrateAfterPaint('n0nce')
      const pieces = chunks(page, size)
      const out = pieces.map((piece, i) => edit(piece, i === pieces.length - 1))
      expect(Buffer.concat(out).toString('utf8')).toBe(expected)
    },
  )
})
