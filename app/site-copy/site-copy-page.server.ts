/**
 * The loader and action of /admin/site-copy (issue 36): the texts of one page
 * (or those a search finds) in a language beside English, their drafts, the
 * publish, preview links and the versions with their restore.
 */
import { data } from 'react-router'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { i18n, languages } from '~/i18n'
import { activeLanguages } from '~/languages/active-languages.server'
import type { Language } from '~/languages/languages'
import { redirectWithToast } from '~/utils/toast.server'
import { copyListing } from './api.server'
import { lengthWarning } from './rules'
import { createCopyPreviewLink } from './page-copy.server'
import { isSearchEnginePage } from './search-engine-fields'
import { saveSearchEngineDrafts, searchEngineFields } from './search-engine.server'
import {
  CopyRuleError,
  listCopyVersions,
  publishCopy,
  restoreCopyVersion,
  saveCopyDraft,
} from './store.server'

const t = (key: string) => i18n.t(`admin.siteCopy.${key}`)
/** A search shows at most this many texts: enough to find one, light enough to render. */
const MOST_SHOWN = 60

function languageOf(url: URL, active: readonly Language[]): Language {
  const asked = languages.find((code) => code === url.searchParams.get('lang'))
  return asked && active.includes(asked) ? asked : 'en'
}

export async function loader({ request }: { request: Request }) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const active = await activeLanguages()
  const language = languageOf(url, active)
  const query = (url.searchParams.get('q') ?? '').trim().toLowerCase()
  const page = url.searchParams.get('page') ?? ''
  const listing = await copyListing(language)
  const pages = [...new Set(listing.map((entry) => entry.page))].map((name) => ({
    name,
    pending: listing.filter((entry) => entry.page === name && entry.pending).length,
  }))
  const shown = listing
    .filter((entry) =>
      query
        ? [entry.key, entry.english, entry.draft ?? '', entry.default ?? ''].some((text) =>
            text.toLowerCase().includes(query),
          )
        : entry.page === page,
    )
    .slice(0, query || page ? MOST_SHOWN : 0)
    .map((entry) => ({
      ...entry,
      warning: entry.draft ? lengthWarning(entry.key, entry.english, entry.draft) : null,
    }))
  const versions = (await listCopyVersions(db(), language)).slice(0, 20).map((version) => ({
    id: version.id,
    createdAt: version.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    changes: version.changes,
    restoredFrom: version.restoredFrom,
  }))
  const searchEngine =
    isSearchEnginePage(page) && !query ? await searchEngineFields(db(), language, page) : null
  return { language, active, query, page, pages, shown, versions, searchEngine }
}

/** The keys of a page of the list: `home:`, or `common:nav.` for a section of the shared file. */
const keyPrefixOf = (page: string) => {
  if (!page) return ''
  const [namespace, section] = page.split(' › ')
  return section ? `${namespace}:${section}.` : `${namespace}:`
}

export async function action({ request }: { request: Request }) {
  const session = await requireAdminWrite(request)
  const { formData } = session
  const actor = session.tokenHash.slice(0, 12)
  const back = new URL(request.url)
  const language = languageOf(back, await activeLanguages())
  // The page's own URL (a script's request is to its `.data` twin), with its search.
  const here = `/admin/site-copy${back.search}`
  const field = (name: string) => String(formData.get(name) ?? '')
  switch (field('intent')) {
    case 'save':
    case 'reset': {
      const key = field('key')
      const value = field('intent') === 'reset' ? '' : field('value')
      try {
        await saveCopyDraft(db(), language, key, value, actor)
      } catch (error) {
        if (!(error instanceof CopyRuleError)) throw error
        return data({ refused: { key, value, message: error.message } }, { status: 400 })
      }
      return redirectWithToast(here, { type: 'success', title: t('saved') })
    }
    case 'seo': {
      const page = field('page')
      if (!isSearchEnginePage(page)) return data({ message: 'Unknown page' }, { status: 400 })
      const values = {
        title: field('title'),
        description: field('description'),
        image: field('image'),
      }
      try {
        await saveSearchEngineDrafts(db(), language, page, values, actor)
      } catch (error) {
        if (!(error instanceof CopyRuleError)) throw error
        return data({ seoRefused: { message: error.message, values } }, { status: 400 })
      }
      return redirectWithToast(here, { type: 'success', title: t('saved') })
    }
    case 'publish': {
      const prefix = keyPrefixOf(field('page'))
      const version = await publishCopy(db(), language, actor, prefix)
      return redirectWithToast(here, {
        type: version ? 'success' : 'error',
        title: t(version ? 'published' : 'nothingPending'),
      })
    }
    case 'preview': {
      const link = await createCopyPreviewLink(db(), language, actor)
      const page = field('path') || '/'
      return data({ previewUrl: `${back.origin}${link.url}?page=${encodeURIComponent(page)}` })
    }
    case 'restore': {
      const restored = await restoreCopyVersion(db(), language, field('version'), actor)
      return redirectWithToast(here, {
        type: restored ? 'success' : 'error',
        title: t(restored ? 'restored' : 'nothingPending'),
      })
    }
    default:
      return data({ message: 'Unknown action' }, { status: 400 })
  }
}
