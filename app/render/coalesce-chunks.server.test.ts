import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { coalesceChunksStream } from './coalesce-chunks.server'

/** Collects what the stream hands on, chunk by chunk. */
function collect(stream: ReturnType<typeof coalesceChunksStream>): string[] {
  const chunks: string[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')))
  return chunks
}

describe('coalesceChunksStream', () => {
  it('hands on the writes of one turn of the event loop as one chunk, in order', async () => {
    const stream = coalesceChunksStream()
    const chunks = collect(stream)
    for (const part of ['<html>', '<head></head>', '<body>']) stream.write(Buffer.from(part))
    await expect.poll(() => chunks).toEqual(['<html><head></head><body>'])
    // A later write (a Suspense boundary React streams afterwards) leaves on its own.
    stream.write(Buffer.from('<div>late</div>'))
    stream.end(Buffer.from('</body></html>'))
    await once(stream, 'end')
    expect(chunks).toEqual(['<html><head></head><body>', '<div>late</div></body></html>'])
  })

  it('hands on what is still held when the stream ends, and nothing after', async () => {
    const stream = coalesceChunksStream()
    const chunks = collect(stream)
    stream.write(Buffer.from('a'))
    stream.end(Buffer.from('b'))
    await once(stream, 'end')
    await new Promise((resolve) => setImmediate(resolve))
    expect(chunks).toEqual(['ab'])
  })

  it('hands each coalesced piece to its edit, the last one marked, and tells when the page is written', async () => {
    const edits: Array<[string, boolean]> = []
    let ends = 0
    const stream = coalesceChunksStream({
      edit(bytes, last) {
        edits.push([bytes.toString('utf8'), last])
        return Buffer.from(bytes.toString('utf8').toUpperCase())
      },
      onEnd: () => ends++,
    })
    const chunks = collect(stream)
    stream.write(Buffer.from('<p>'))
    stream.write(Buffer.from('é</p>'))
    await expect.poll(() => chunks).toEqual(['<P>É</P>'])
    expect(ends).toBe(0)
    stream.end(Buffer.from('<i>'))
    await once(stream, 'end')
    expect(edits).toEqual([
      ['<p>é</p>', false],
      ['<i>', true],
    ])
    expect(chunks).toEqual(['<P>É</P>', '<I>'])
    expect(ends).toBe(1)
  })
})
