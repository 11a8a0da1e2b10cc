/** A large PDF uploaded as staff and linked from a new white paper (the uploads test and bench). */

/** `size` bytes that pass for a PDF (its signature first), different for each size. */
export function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7919 + size) % 251
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

/** Uploads `pdf` through /api/uploads and links it from a new white paper; its path and the paper's id. */
export async function linkedPdf(
  origin: string,
  staff: { cookie: string; Origin: string },
  pdf: Uint8Array,
  status: 'draft' | 'published',
) {
  const form = new FormData()
  form.set('file', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'paper.pdf')
  const uploaded = await fetch(`${origin}/api/uploads`, {
    method: 'POST',
    headers: staff,
    body: form,
  })
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`)
  const { path } = (await uploaded.json()) as { path: string }
  const categories = (await (await fetch(`${origin}/api/categories`)).json()) as Array<{
    id: string
  }>
  const created = await fetch(`${origin}/api/resources`, {
    method: 'POST',
    headers: { ...staff, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: `Paper ${path}`,
      description: 'A white paper with its PDF.',
      type: 'white-paper',
      categoryId: categories[0]!.id,
      pdfUrl: path,
      status,
    }),
  })
  if (created.status !== 201) throw new Error(`resource answered ${created.status}`)
  return { path, id: ((await created.json()) as { id: string }).id }
}
