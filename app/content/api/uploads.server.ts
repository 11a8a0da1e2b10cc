/** `POST /api/uploads`: one PDF or image, its body counted while it streams. */
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { mediaItem } from '~/media/library.server'
import { uploadMessages } from '~/media/upload-messages'
import { MAX_PDF_BYTES, storeUploadOfAnyKind, UploadError } from '~/uploads/uploads.server'
import { authenticatedWrite } from './auth.server'
import { ApiError, json } from './http.server'

/** One file and its multipart framing: the largest file the forms take, a PDF. */
export const MAX_UPLOAD_BODY_BYTES = MAX_PDF_BYTES + 64 * 1024

/** A refused body is still read (and dropped) up to this, so the client gets the answer, not a reset. */
const DRAIN_CAP_BYTES = 3 * MAX_UPLOAD_BODY_BYTES

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, size: number) {
  while (size <= DRAIN_CAP_BYTES) {
    const { done, value } = await reader.read()
    if (done) return
    size += value.byteLength
  }
  await reader.cancel().catch(() => {})
}

/**
 * The multipart body, counted while it streams: past the limit the parser
 * fails and the rest is dropped unread, so no body larger than the limit is
 * ever held, whether or not it declared its length.
 */
async function readMultipartCapped(request: Request): Promise<FormData> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? ''))
    throw new ApiError(415, 'Send the file as multipart/form-data')
  const tooLarge = () => new ApiError(413, i18n.t('admin.resources.pdfFile.size'))
  const reader = request.body?.getReader()
  if (!reader) throw new ApiError(400, 'The request body is not a multipart form')
  let size = 0
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_UPLOAD_BODY_BYTES) {
    await discardRest(reader, size)
    throw tooLarge()
  }
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) return controller.close()
      size += value.byteLength
      if (size > MAX_UPLOAD_BODY_BYTES) controller.error(tooLarge())
      else controller.enqueue(value)
    },
  })
  try {
    return await new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: counted,
      duplex: 'half',
    } as RequestInit).formData()
  } catch {
    if (size <= MAX_UPLOAD_BODY_BYTES)
      throw new ApiError(400, 'The request body is not a multipart form')
    await discardRest(reader, size)
    throw tooLarge()
  }
}

/** POST /api/uploads: one file (field `file`), a PDF or an image proved by its content. */
export async function apiUpload(request: Request) {
  return authenticatedWrite(request, async (_actor, token) => {
    if (request.method !== 'POST')
      throw new ApiError(405, 'Method not allowed', {}, { Allow: 'POST' })
    const file = (await readMultipartCapped(request)).get('file')
    const invalid = (message: string) =>
      new ApiError(422, 'Validation failed', { errors: { file: [message] } })
    if (!(file instanceof File) || file.size === 0) throw invalid(i18n.t('admin.api.fileRequired'))
    try {
      // Put into the media library on purpose (decision 108): kept, and answered as its item.
      const library = { inLibrary: true, uploadedBy: token ? `token:${token.name}` : 'admin' }
      const stored = await storeUploadOfAnyKind(db(), file, library, uploadMessages())
      const path = `/uploads/${stored.filename}`
      return json({ path, ...(await mediaItem(db(), stored.id)) }, 201, { Location: path })
    } catch (error) {
      if (error instanceof UploadError) throw invalid(error.message)
      throw error
    }
  })
}
