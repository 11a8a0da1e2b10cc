/** The site copy's operations in the OpenAPI document (issue 36), kept apart from the content API's. */
import { languages, namespaces } from '~/i18n'
import { error, jsonContent, ref, secured, writeErrors } from '~/content/openapi.server'
import { MAX_COPY_LENGTH } from './rules'

const locale = {
  name: 'locale',
  in: 'query',
  required: false,
  description: 'The language (English by default).',
  schema: { type: 'string', enum: [...languages], default: 'en' },
}

/** Called when the document is built: the helpers come from openapi.server.ts, which imports this module. */
export function copyApiPaths() {
  const staff = { '401': writeErrors['401'], '403': writeErrors['403'] }
  const version = {
    description: 'The version the publish made',
    ...jsonContent(ref('CopyVersion')),
  }
  return {
    '/api/copy': {
      get: {
        operationId: 'listCopy',
        tags: ['site copy'],
        description:
          "Every text of the public site in a language: the file's default, the published and the draft values (null: the default).",
        ...secured,
        parameters: [locale],
        responses: {
          '200': {
            description: 'The texts',
            ...jsonContent({ type: 'array', items: ref('CopyText') }),
          },
          '400': error('Unknown locale'),
          ...staff,
        },
      },
    },
    '/api/copy/{id}': {
      put: {
        operationId: 'saveCopyDraft',
        tags: ['site copy'],
        description:
          "Saves a draft of one text. An empty value brings the file's text back once published. Refused (422, with the rule's message) when a placeholder or plural form of the English text is missing, when it holds HTML the English text has none of, or when English fixes the text word for word.",
        ...secured,
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: "The text's key, `namespace:section.element` (`home:hero.title`).",
            schema: { type: 'string' },
          },
          locale,
        ],
        requestBody: {
          required: true,
          ...jsonContent({
            type: 'object',
            properties: { value: { type: 'string', maxLength: MAX_COPY_LENGTH } },
            required: ['value'],
            additionalProperties: false,
          }),
        },
        responses: {
          '200': { description: 'The draft', ...jsonContent({ type: 'object' }) },
          ...writeErrors,
          '404': error('Unknown key'),
        },
      },
    },
    '/api/copy/publish': {
      post: {
        operationId: 'publishCopy',
        tags: ['site copy'],
        description:
          'Publishes the pending drafts of a language (or of one page: `page=home`) as one version.',
        ...secured,
        parameters: [
          locale,
          { name: 'page', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: { '200': version, ...staff, '400': error('Unknown locale') },
      },
    },
    '/api/copy/import': {
      post: {
        operationId: 'importCopy',
        tags: ['site copy'],
        description:
          'A locale file, checked key by key. Without `apply=true` only the report; with it, the changed texts become drafts, unless a key is refused (422, nothing stored).',
        ...secured,
        parameters: [
          locale,
          {
            name: 'file',
            in: 'query',
            required: true,
            schema: { type: 'string', enum: [...namespaces] },
          },
          { name: 'apply', in: 'query', required: false, schema: { type: 'boolean' } },
        ],
        requestBody: { required: true, ...jsonContent({ type: 'object' }) },
        responses: {
          '200': { description: 'The report', ...jsonContent(ref('CopyImportReport')) },
          '422': { description: 'A key is refused', ...jsonContent(ref('CopyImportReport')) },
          ...staff,
        },
      },
    },
  }
}

const text = { type: 'string' }
const nullableText = { type: ['string', 'null'] }

export function copySchemas() {
  return {
    CopyText: {
      type: 'object',
      properties: {
        key: text,
        page: text,
        section: text,
        path: text,
        english: text,
        default: nullableText,
        published: nullableText,
        draft: nullableText,
        pending: { type: 'boolean' },
        readOnly: nullableText,
      },
      required: ['key', 'english', 'default', 'published', 'draft', 'pending'],
    },
    CopyVersion: {
      type: 'object',
      properties: {
        id: nullableText,
        changes: {
          type: 'array',
          items: {
            type: 'object',
            properties: { key: text, before: nullableText, after: nullableText },
          },
        },
      },
    },
    CopyImportReport: {
      type: 'object',
      properties: {
        applied: { type: 'boolean' },
        report: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              key: text,
              status: { enum: ['draft', 'unchanged', 'refused'] },
              message: text,
            },
          },
        },
      },
    },
  }
}
