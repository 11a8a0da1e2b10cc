import { createCookie, redirect } from 'react-router'
import { z } from 'zod'

/** A toast to show on the next page, carried across a redirect in a short-lived cookie. */
const toastSchema = z.object({
  type: z.enum(['success', 'error']),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  // An item just moved to the trash: the toast offers to restore it (Undo).
  undo: z.object({ type: z.string().max(100), id: z.string().max(200) }).optional(),
})
export type Toast = z.infer<typeof toastSchema>

const toastCookie = createCookie('alakin_toast', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: 60,
})

export async function redirectWithToast(
  url: string,
  toast: Toast,
  init: { headers?: HeadersInit } = {},
) {
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await toastCookie.serialize(toast))
  return redirect(url, { headers })
}

/** Reads and clears the pending toast, if any (called by the root loader). */
export async function takeToast(
  request: Request,
): Promise<{ toast: Toast | null; setCookie?: string }> {
  const raw: unknown = await toastCookie.parse(request.headers.get('Cookie'))
  if (raw === null || raw === undefined) return { toast: null }
  const parsed = toastSchema.safeParse(raw)
  return {
    toast: parsed.success ? parsed.data : null,
    setCookie: await toastCookie.serialize('', { maxAge: 0 }),
  }
}
