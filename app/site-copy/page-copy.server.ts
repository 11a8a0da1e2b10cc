/**
 * The copy a public page renders with (decision 103), for the root loader: the
 * published overrides of its language, or, for a visitor who opened a copy
 * preview link, the drafts over them. A preview link (decision 064's table and
 * tokens) sets a cookie the whole site reads while the link lives; any cookie
 * but the consent choice keeps a page out of the page cache, so a preview is
 * never stored nor shown to anyone else.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '~/db/client.server'
import { db } from '~/db/db.server'
import { auditLog, previewLinks } from '~/db/schema'
import { resolvePreview } from '~/content/preview.server'
import { createId } from '~/utils/ids'
import { publishedCopy } from './copy.server'
import type { PageCopy } from './copy-i18n'
import { copyOverrides } from './store.server'

const COOKIE = 'alakin_copy_preview'
const PREVIEW_DAYS = 7

/** A preview link of a language's draft copy: its URL holds the token, shown once. */
export async function createCopyPreviewLink(db: Queryable, language: string, actor: string) {
  const token = randomBytes(32).toString('base64url')
  const id = createId('preview')
  const expiresAt = new Date(Date.now() + PREVIEW_DAYS * 86_400_000)
  await db.insert(previewLinks).values({
    id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    entityType: 'site-copy',
    entityId: language,
    actor,
    expiresAt,
  })
  await db.insert(auditLog).values({
    id: createId('audit'),
    action: 'create',
    entityType: 'site-copy',
    entityId: language,
    actor,
    details: { previewLink: id, expiresAt },
  })
  return { id, url: `/preview/copy/${token}`, expiresAt: expiresAt.toISOString() }
}

/** The live copy preview link of `token`: its language and expiry, or null. */
export async function resolveCopyPreview(token: string) {
  const link = await resolvePreview(db(), token)
  return link?.entityType === 'site-copy' ? link : null
}

/** The cookie that makes the site show a link's drafts, for the link's life. */
export function copyPreviewCookie(token: string, expiresAt: Date, https: boolean) {
  const seconds = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
  return `${COOKIE}=${token}; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`
}

function previewTokenOf(request: Request): string | null {
  const pair = (request.headers.get('Cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
  return pair ? pair.slice(COOKIE.length + 1) : null
}

/** The overrides a page of `language` shows to this request; undefined when there are none. */
export async function pageCopy(request: Request, language = 'en'): Promise<PageCopy | undefined> {
  const token = previewTokenOf(request)
  const preview = token ? await resolveCopyPreview(token) : null
  if (preview?.entityId === language) {
    const overrides = await copyOverrides(db(), language, true)
    return { id: `draft:${language}:${createId('render')}`, overrides }
  }
  const published = await publishedCopy(language)
  if (Object.keys(published.overrides).length === 0) return undefined
  return { id: `published:${language}:${published.version}`, overrides: published.overrides }
}
