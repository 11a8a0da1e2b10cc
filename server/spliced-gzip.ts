/**
 * A gzip body assembled per response from pieces compressed once (decision 076).
 *
 * A cached page differs between responses only in a few short values (the CSP
 * nonce, form tokens). Compressing the whole page for every response cost more
 * than everything else a cache hit does, so the parts between those values are
 * compressed once, each as raw deflate ending on a sync flush (a byte
 * boundary, no final block), and a response strings them together with its
 * own values as stored (uncompressed) deflate blocks, a final empty block, and
 * the gzip trailer: CRC-32 and length of the whole uncompressed page.
 *
 * Each part may refer back into the parts before it, as one pass would: it is
 * compressed with the text before it as its dictionary, where each value is a
 * run of NUL bytes of the value's length. A NUL never occurs in the parts, so
 * no back-reference reaches into a value, and every distance holds in the
 * page as sent, whose values have those lengths (a value of another length
 * gets no gzip body). A text with a NUL of its own is compressed part by part.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'

type Piece = { raw: Buffer; deflated: Buffer } | { slot: number; length: number | undefined }

export interface GzipTemplate {
  pieces: Piece[]
}

// ID1 ID2, deflate, no flags, no modification time, no extra flags, OS unknown (RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
// A final, empty block with the fixed Huffman code: what zlib itself ends a
// stream with after a sync flush.
const FINAL_BLOCK = Buffer.from([0x03, 0x00])
const MAX_STORED_BLOCK = 0xffff
/** Deflate's window: no back-reference reaches further. */
const WINDOW = 32 * 1024

/**
 * Splits `text` around the matches of `slotPattern` and compresses what lies
 * between them; `slotOf` names which value fills each match, `lengthOf` the
 * byte length every value of that slot has.
 */
export function compileGzipTemplate(
  text: string,
  slotPattern: RegExp,
  slotOf: (match: RegExpExecArray) => number,
  lengthOf: (slot: number) => number,
): GzipTemplate {
  const shareHistory = !text.includes('\0')
  const pieces: Piece[] = []
  let history = Buffer.alloc(0)
  const remember = (bytes: Buffer) => {
    if (shareHistory) history = Buffer.concat([history, bytes]).subarray(-WINDOW)
  }
  const addText = (part: string) => {
    if (!part) return
    const raw = Buffer.from(part)
    const dictionary = history.length > 0 ? { dictionary: history } : {}
    const options = { level: 9, finishFlush: constants.Z_SYNC_FLUSH, ...dictionary }
    pieces.push({ raw, deflated: deflateRawSync(raw, options) })
    remember(raw)
  }
  let from = 0
  for (const match of text.matchAll(new RegExp(slotPattern, 'g'))) {
    addText(text.slice(from, match.index))
    const slot = slotOf(match)
    const length = shareHistory ? lengthOf(slot) : undefined
    pieces.push({ slot, length })
    remember(Buffer.alloc(length ?? 0))
    from = match.index + match[0].length
  }
  addText(text.slice(from))
  return { pieces }
}

/** Stored deflate blocks (not final) carrying `raw` as is. */
function storedBlocks(raw: Buffer): Buffer[] {
  const blocks: Buffer[] = []
  for (let at = 0; at < raw.length; at += MAX_STORED_BLOCK) {
    const chunk = raw.subarray(at, at + MAX_STORED_BLOCK)
    const header = Buffer.alloc(5)
    header[0] = 0 // BFINAL 0, BTYPE 00 (stored); the previous piece ended on a byte boundary
    header.writeUInt16LE(chunk.length, 1)
    header.writeUInt16LE(~chunk.length & 0xffff, 3)
    blocks.push(header, chunk)
  }
  return blocks
}

const valueOf = (piece: Piece, values: readonly string[]) =>
  'slot' in piece ? Buffer.from(values[piece.slot] ?? '') : piece.raw

/** The uncompressed body, for a client that does not take gzip. */
export function renderPlain(template: GzipTemplate, values: readonly string[]): Buffer {
  return Buffer.concat(template.pieces.map((piece) => valueOf(piece, values)))
}

/**
 * The gzip body of the template with `values[slot]` in each slot, or null when
 * a value has not the length the template was compressed for.
 */
export function renderGzip(template: GzipTemplate, values: readonly string[]): Buffer | null {
  const parts: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let length = 0
  for (const piece of template.pieces) {
    const raw = valueOf(piece, values)
    if ('slot' in piece && piece.length !== undefined && raw.length !== piece.length) return null
    crc = crc32(raw, crc)
    length += raw.length
    if ('slot' in piece) parts.push(...storedBlocks(raw))
    else parts.push(piece.deflated)
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  parts.push(FINAL_BLOCK, trailer)
  return Buffer.concat(parts)
}
