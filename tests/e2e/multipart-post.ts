/**
 * A large multipart upload made as it is sent (no 42 MB buffer in the client),
 * on a connection of its own, that stops sending as soon as an answer comes:
 * what twelve anonymous uploaders do to the server (the request-limits test
 * and the uploads bench).
 */
import http from 'node:http'
import { Readable } from 'node:stream'

const MB = 1024 * 1024

/** A multipart body of exactly `bytes` bytes, one file of filler, made as it is sent. */
function* multipartBody(bytes: number, boundary: string) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const filler = Buffer.alloc(MB, 'x')
  yield head
  for (let left = bytes - head.length - tail.length; left > 0; left -= filler.length)
    yield left >= filler.length ? filler : filler.subarray(0, left)
  yield tail
}

export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  /** How much of the body the client had handed to its socket when the answer came. */
  sentBytes: number
}

/**
 * POSTs a `bytes`-long multipart body, streamed (declared, or chunked), and
 * stops sending as soon as an answer comes.
 */
export function postMultipart(
  origin: string,
  path: string,
  bytes: number,
  options: { headers?: Record<string, string>; chunked?: boolean } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const boundary = `limits${Math.random().toString(36).slice(2)}`
    const request = http.request(new URL(path, origin), {
      method: 'POST',
      // A connection of its own, as separate clients have: none the server closed is reused.
      agent: false,
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        ...(options.chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': bytes }),
        ...options.headers,
      },
    })
    const source = Readable.from(multipartBody(bytes, boundary))
    let sentBytes = 0
    source.on('data', (chunk: Buffer) => (sentBytes += chunk.length))
    source.pipe(request)
    let answered = false
    request.on('response', (response) => {
      answered = true
      source.unpipe(request)
      source.destroy()
      let text = ''
      const done = () => {
        resolve({ status: response.statusCode!, headers: response.headers, text, sentBytes })
        request.destroy()
      }
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', done)
      response.on('aborted', done)
    })
    // The server closes the connection after answering unread: writes after that fail.
    let failure = ''
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
      failure = error.code ?? error.message
    })
    request.on('close', () => {
      if (!answered) reject(new Error(`${path}: connection closed without an answer (${failure})`))
    })
  })
}
