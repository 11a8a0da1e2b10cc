/**
 * Resources in other languages in the OpenAPI document (decision 129): the
 * `locale` and `fallback` of content reads, and a resource's translations.
 * Called when the document is built: the helpers come from openapi.server.ts,
 * which imports this module.
 */
import { languages } from '~/i18n'
import { defaultLanguage } from '~/languages/languages'
import { error, jsonContent, secured, writeErrors } from '../openapi.server'

/** `?locale=` and `?fallback=` of every content read. */
export const localeReadParameters = [
  {
    name: 'locale',
    in: 'query',
    required: false,
    description:
      'Each item in this language where it has a public translation (resources), else in English; the `locale` property says which.',
    schema: { type: 'string', enum: [...languages] },
  },
  {
    name: 'fallback',
    in: 'query',
    required: false,
    description:
      'With `false`, items not translated into `locale` are left out (an item answers 404) instead of shown in English.',
    schema: { type: 'string', enum: ['true', 'false'], default: 'true' },
  },
]
export const localeReadErrors = () => ({ '400': error('Unknown locale, or a bad fallback') })

const translation = {
  type: 'object',
  properties: {
    locale: { type: 'string', enum: languages.filter((code) => code !== defaultLanguage) },
    title: { type: 'string' },
    description: { type: 'string' },
    content: { type: ['string', 'null'] },
    status: { type: 'string', enum: ['draft', 'scheduled', 'published'] },
    publishAt: { type: ['string', 'null'], format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  required: ['locale', 'title', 'description', 'content', 'status', 'publishAt', 'updatedAt'],
}
const translationInput = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1 },
    description: { type: 'string', minLength: 1 },
    content: { type: ['string', 'null'], description: 'Rich text, sanitised on save' },
    status: { type: 'string', enum: ['draft', 'scheduled', 'published'], default: 'draft' },
    publishAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['title', 'description'],
  additionalProperties: false,
}

export function translationApiPaths() {
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' } }
  const locale = {
    name: 'locale',
    in: 'path',
    required: true,
    schema: { type: 'string', enum: languages.filter((code) => code !== defaultLanguage) },
  }
  const staff = { '401': writeErrors['401'], '403': writeErrors['403'] }
  const one = { description: 'The translation', ...jsonContent(translation) }
  return {
    '/api/resources/{id}/translations': {
      parameters: [id],
      get: {
        operationId: 'listResourceTranslations',
        tags: ['resources'],
        description:
          "A resource's versions in other languages: public ones for anyone, drafts and scheduled ones too for staff.",
        security: [],
        responses: {
          '200': {
            description: 'The translations',
            ...jsonContent({ type: 'array', items: translation }),
          },
          '401': error('Invalid or revoked API token'),
          '404': error('No such resource'),
        },
      },
    },
    '/api/resources/{id}/translations/{locale}': {
      parameters: [id, locale],
      get: {
        operationId: 'getResourceTranslation',
        tags: ['resources'],
        security: [],
        responses: {
          '200': one,
          '401': error('Invalid or revoked API token'),
          '404': error('No such resource or translation'),
        },
      },
      put: {
        operationId: 'putResourceTranslation',
        tags: ['resources'],
        description:
          'Creates or replaces the translation (a draft unless `status` says otherwise); audited on its resource.',
        ...secured,
        requestBody: { required: true, ...jsonContent(translationInput) },
        responses: { '200': one, ...writeErrors, '404': error('No such resource or language') },
      },
      delete: {
        operationId: 'deleteResourceTranslation',
        tags: ['resources'],
        ...secured,
        responses: {
          '204': { description: 'Deleted' },
          ...staff,
          '404': error('No such resource or translation'),
        },
      },
    },
  }
}
