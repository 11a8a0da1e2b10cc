/**
 * Writes an upload's answer to the socket (decision 132). A body is read from
 * the disk copy into two reused pieces of 256 kB, one read while the other is
 * being sent, and a piece is only refilled once the kernel has taken it. A
 * download then allocates nothing per piece: streaming through fresh buffers
 * and web streams spent a third of the server's time in the garbage collector,
 * time every other request waited for.
 */
import { open } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import type { UploadAnswer } from './serve.server'

const PIECE_BYTES = 256 * 1024
/** Pieces kept between downloads: enough for eight at once, 4 MB at most. */
const SPARE_PIECES = 16
const spare: Buffer[] = []

const takePiece = () => spare.pop() ?? Buffer.allocUnsafeSlow(PIECE_BYTES)
const givePiece = (piece: Buffer) => {
  if (spare.length < SPARE_PIECES) spare.push(piece)
}

export class ClientGoneError extends Error {
  constructor() {
    super('the client went away during a download')
  }
}

/** Resolves once the kernel has taken `chunk` (its buffer may then be reused). */
function sendPiece(res: ServerResponse, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const onClose = () => reject(new ClientGoneError())
    res.once('close', onClose)
    res.write(chunk, (error) => {
      res.off('close', onClose)
      if (error) reject(error)
      else resolve()
    })
  })
}

async function sendFileRange(
  res: ServerResponse,
  range: { path: string; start: number; end: number },
) {
  const file = await open(range.path, 'r')
  const pieces = [takePiece(), takePiece()]
  let sent: Promise<void> = Promise.resolve()
  let finished = false
  try {
    for (let position = range.start, turn = 0; position <= range.end; turn += 1) {
      const piece = pieces[turn % 2]!
      const wanted = Math.min(PIECE_BYTES, range.end - position + 1)
      const { bytesRead } = await file.read(piece, 0, wanted, position)
      if (bytesRead === 0) throw new Error(`${range.path} is shorter than its record`)
      position += bytesRead
      // The other piece must be out before this one goes: the order of the bytes.
      await sent
      sent = sendPiece(res, piece.subarray(0, bytesRead))
      // Awaited on the next turn; a client gone meanwhile must not count as unhandled.
      sent.catch(() => {})
    }
    await sent
    finished = true
    res.end()
  } finally {
    await file.close()
    // A piece whose send failed may still be held by the socket: only whole sends give back.
    if (finished) pieces.forEach(givePiece)
  }
}

/** Sends `answer` on `res`; rejects with ClientGoneError when the client leaves mid-download. */
export async function sendUploadAnswer(res: ServerResponse, answer: UploadAnswer) {
  res.statusCode = answer.status
  answer.headers.forEach((value, name) => res.setHeader(name, value))
  if (answer.body === null || typeof answer.body === 'string') {
    res.end(answer.body ?? undefined)
    return
  }
  await sendFileRange(res, answer.body)
}
