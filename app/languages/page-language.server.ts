/**
 * The language of the page a request asks for: the one its path's prefix
 * names when that language is active, English otherwise (an inactive
 * prefix's pages answer 404: routes/public-layout.tsx). Never the browser's
 * Accept-Language (decision 099).
 */
import { createContext, type MiddlewareFunction } from 'react-router'
import { activeLanguages } from './active-languages.server'
import { defaultLanguage, splitLanguagePrefix, type Language } from './languages'
import { inRequestLanguage } from './request-i18n.server'

export const pageLanguageContext = createContext<Language>(defaultLanguage)

export async function pageLanguageOf(request: Request): Promise<Language> {
  const { language } = splitLanguagePrefix(new URL(request.url).pathname)
  return language && (await activeLanguages()).includes(language) ? language : defaultLanguage
}

/** Root middleware: the request's language in its context, and its own i18n instance around all of it. */
export const pageLanguageMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const language = await pageLanguageOf(request)
  context.set(pageLanguageContext, language)
  return inRequestLanguage(language, next)
}
