import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sendUploadAnswer } from './send.server'
import type { UploadAnswer } from './serve.server'

// Several pieces and a bit, so sends cross piece boundaries and reuse both pieces.
const bytes = randomBytes(5 * 256 * 1024 + 1234)
let dir: string
let file: string
let server: http.Server
let origin: string
/** The answer the next request gets, and what its send ended in. */
let answer: UploadAnswer
let outcome: Promise<unknown>

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'send-'))
  file = path.join(dir, 'copy')
  await writeFile(file, bytes)
  server = http.createServer((_req, res) => {
    outcome = sendUploadAnswer(res, answer).then(
      () => 'sent',
      (error: Error) => error,
    )
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.close()
  await rm(dir, { recursive: true, force: true })
})

const fileAnswer = (start: number, end: number): UploadAnswer => ({
  status: 200,
  headers: new Headers({ 'Content-Type': 'application/pdf', ETag: '"x"' }),
  body: { path: file, start, end },
})

test('the whole file, then byte ranges of it, each exactly', async () => {
  for (const [start, end] of [
    [0, bytes.length - 1],
    [262_140, 262_150],
    [256 * 1024, 2 * 256 * 1024 - 1],
    [bytes.length - 5, bytes.length - 1],
  ] as const) {
    answer = fileAnswer(start, end)
    const response = await fetch(origin)
    expect(response.headers.get('ETag')).toBe('"x"')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(start, end + 1))
    expect(await outcome).toBe('sent')
  }
})

test('a short text answer, and a client that leaves mid-download ends the send', async () => {
  answer = {
    status: 404,
    headers: new Headers({ 'Content-Type': 'text/plain' }),
    body: 'Not found\n',
  }
  const missing = await fetch(origin)
  expect(missing.status).toBe(404)
  expect(await missing.text()).toBe('Not found\n')

  answer = fileAnswer(0, bytes.length - 1)
  const controller = new AbortController()
  const response = await fetch(origin, { signal: controller.signal })
  await response.body!.getReader().read()
  controller.abort()
  // The send settles (it does not wait for ever on a closed socket), with the reason.
  expect(await outcome).toBeInstanceOf(Error)
})
