import { expect } from 'vitest'
import type { RunningServer } from './server'

/** Uploads an image to the media library with the staff session `cookie`; answers its id and address. */
export async function uploadLibraryImage(
  server: RunningServer,
  cookie: string,
  file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> },
) {
  const form = new FormData()
  form.set('file', new Blob([file.bytes], { type: file.type }), file.name)
  const uploaded = await fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    headers: { cookie, Origin: server.url },
    body: form,
  })
  expect(uploaded.status).toBe(201)
  return (await uploaded.json()) as { id: string; url: string }
}
