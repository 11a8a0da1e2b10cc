/**
 * GET /api/openapi.json (decision 051): the content API's OpenAPI 3.1
 * description, generated from what the API itself runs: the request bodies
 * from the forms' zod schemas (`apiSchemaOf`, strict as the API is), the
 * per-type requirements of resources by asking that schema, the answers from
 * the tables' columns, and the paths from the collections the API serves.
 */
import { languages } from '~/i18n'
import { getTableColumns } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { mediaOpenApi } from '~/media/media-openapi'
import { redirectSchema } from '~/redirects/redirects'
import { copyApiPaths, copySchemas } from '~/site-copy/openapi.server'
import { API_DEFAULT_STATUS, apiSchemaOf, apiStores, MAX_UPLOAD_BODY_BYTES } from './api.server'
import { serverKeptFields } from './api/round-trip.server'
import {
  localeReadErrors,
  localeReadParameters,
  translationApiPaths,
} from './api/translations-openapi.server'
import type { CollectionStore } from './collection.server'

type JsonSchema = Record<string, unknown>

const pascal = (slug: string) =>
  slug.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase())

/** The body a write takes: the form's schema as the API applies it, on its input side. */
function inputSchema(store: CollectionStore): JsonSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(apiSchemaOf(store), {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema
  const conditions = conditionalRequirements(store.definition.schema)
  const shape = (apiSchemaOf(store) as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {}
  const properties = schema.properties as Record<string, JsonSchema> | undefined
  // A field the server fills when it is left out (a display order's 0) is not required.
  if (Array.isArray(schema.required))
    schema.required = schema.required.filter(
      (field: string) => !shape[field]?.safeParse(undefined).success,
    )
  // A create that names no status is a draft (decision 096); an update keeps what it sends.
  if (properties?.status)
    properties.status = {
      ...properties.status,
      default: API_DEFAULT_STATUS,
      description: 'On a create, `draft` when left out',
    }
  // What GET answers can be sent back: the server's own fields are read-only (decision 095).
  const item = itemSchema(store).properties as Record<string, JsonSchema>
  for (const field of serverKeptFields(store))
    if (properties && item[field])
      properties[field] = {
        ...item[field],
        readOnly: true,
        description: 'Kept by the server: ignored when sent unchanged, refused (422) when changed',
      }
  return conditions.length ? { ...schema, allOf: conditions } : schema
}

/** The fields a value lacks that the schema asks for, with their messages. */
function missingFields(schema: z.ZodType, value: Record<string, unknown>) {
  const result = schema.safeParse(value)
  const missing = new Map<string, string>()
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (issue.path.length === 1 && !(field in value) && !missing.has(field))
      missing.set(field, issue.message)
  }
  return missing
}

/**
 * Requirements that depend on a choice (a resource's type, a compliance
 * document's CTA type): found by asking the schema what each choice still
 * lacks, so they are the very rules the API applies, never a copy.
 */
function conditionalRequirements(schema: z.ZodType): JsonSchema[] {
  if (!(schema instanceof z.ZodObject)) return []
  const choices = Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(
    ([field, type]) => {
      const inner = type instanceof z.ZodOptional ? type.unwrap() : type
      return inner instanceof z.ZodEnum
        ? [{ field, values: inner.options as string[], required: !(type instanceof z.ZodOptional) }]
        : []
    },
  )
  const [discriminator, ...others] = choices.filter((choice) => choice.required)
  if (!discriminator || others.length > 0) return []
  const requirement = (when: Record<string, string>, beyond: Set<string>) => {
    const missing = [...missingFields(schema, when)].filter(
      ([field]) => !beyond.has(field) && !(field in when),
    )
    if (missing.length === 0) return []
    return [
      {
        if: {
          properties: Object.fromEntries(
            Object.entries(when).map(([field, value]) => [field, { const: value }]),
          ),
          required: Object.keys(when),
        },
        then: { required: missing.map(([field]) => field) },
        description: missing.map(([field, message]) => `${field}: ${message}`).join('; '),
      },
    ]
  }
  const always = new Set(
    discriminator.values
      .map((value) => new Set(missingFields(schema, { [discriminator.field]: value }).keys()))
      .reduce((all, next) => new Set([...all].filter((field) => next.has(field)))),
  )
  return discriminator.values.flatMap((value) => {
    const when = { [discriminator.field]: value }
    const needed = new Set([...always, ...missingFields(schema, when).keys()])
    return [
      ...requirement(when, always),
      ...choices
        .filter((choice) => choice !== discriminator && needed.has(choice.field))
        .flatMap((choice) =>
          choice.values.flatMap((option) =>
            requirement({ ...when, [choice.field]: option }, needed),
          ),
        ),
    ]
  })
}

/** A stored item as the API answers it: one property per column of the store's table. */
function itemSchema(store: CollectionStore): JsonSchema {
  const columns = Object.entries(
    getTableColumns(store.definition.table) as Record<string, PgColumn>,
  ).filter(([, column]) => column.dataType !== 'custom')
  const typeOf = (column: PgColumn): JsonSchema => {
    if (column.enumValues?.length) return { type: 'string', enum: column.enumValues }
    if (column.dataType === 'date') return { type: 'string', format: 'date-time' }
    if (column.dataType === 'json') return {}
    return { type: column.dataType === 'number' ? 'number' : column.dataType }
  }
  return {
    type: 'object',
    properties: Object.fromEntries(
      columns.map(([key, column]) => {
        const type = typeOf(column)
        if (column.notNull || !type.type) return [key, type]
        // A nullable enum lists null among its values too, or null fails the schema.
        const nullable = Array.isArray(type.enum)
          ? { enum: [...(type.enum as unknown[]), null] }
          : {}
        return [key, { ...type, type: [type.type, 'null'], ...nullable }]
      }),
    ),
    required: columns.filter(([, column]) => column.notNull).map(([key]) => key),
  }
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
export const jsonContent = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } })
export const error = (description: string) => ({ description, ...jsonContent(ref('Error')) })
export const writeErrors = {
  '400': error('Malformed body'),
  '401': error('No valid API token or session'),
  '403': error('A session request from another site'),
  '413': error('The body is too large'),
  '415': error('The body is not of the expected type'),
  '422': error('Validation failed: the messages by field are in `errors`'),
}
export const secured = { security: [{ apiToken: [] }, { session: [] }] }
/** Every write is counted per API token or session, before its body is read (decision 085). */
const tooManyWrites = {
  description:
    "Over the caller's limit: writes a minute (API_WRITE_LIMIT) or upload megabytes an hour (UPLOAD_MB_PER_HOUR), per API token or session",
  headers: {
    'Retry-After': { description: 'Seconds until the limit resets', schema: { type: 'integer' } },
  },
  ...jsonContent(ref('Error')),
}
type Operation = { security?: unknown[]; responses: Record<string, unknown> }

/** The 429 on every POST, PUT, PATCH and DELETE that needs a caller. */
function withWriteLimits<T extends Record<string, Record<string, unknown>>>(paths: T): T {
  for (const item of Object.values(paths))
    for (const method of ['post', 'put', 'patch', 'delete']) {
      const operation = item[method] as Operation | undefined
      if (operation?.security?.length) operation.responses['429'] = tooManyWrites
    }
  return paths
}
const staffReads =
  'Anyone gets what is public now; with an API token or a session, drafts and items scheduled for later too. A token’s reads are counted in the audit log per minute.'
/** A read that sends a token must send a valid one: a malformed or revoked token is refused. */
const badToken = { '401': error('Invalid or revoked API token') }
const staffErrors = { '401': writeErrors['401'], '403': writeErrors['403'] }
const languageState = {
  type: 'object',
  properties: {
    code: { type: 'string', enum: [...languages] },
    active: { type: 'boolean' },
    default: { type: 'boolean' },
  },
  required: ['code', 'active', 'default'],
}
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } }

const redirectInput = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(redirectSchema.strict(), {
    io: 'input',
  }) as JsonSchema
  return schema
})()
const redirectItem = { description: 'The redirect', ...jsonContent(ref('Redirect')) }
const redirectBody = { required: true, ...jsonContent(ref('RedirectInput')) }
const redirectRules =
  '`from` is a path of this site that no page answers; `to` a path or an http(s) URL. A chain ' +
  'is stored as one hop (its final target); a redirect leading back to its own path is refused.'

function collectionPaths(slug: string) {
  const name = pascal(slug)
  const item = { description: 'The stored item', ...jsonContent(ref(name)) }
  const body = { required: true, ...jsonContent(ref(`${name}Input`)) }
  const conflict = error('It conflicts with stored content (a unique value, a blocked delete)')
  const stale = error('If-Match: the item changed since that ETag was read')
  const refused = error(
    'The restore would break a rule of a save: `message` and `errors` say which',
  )
  const ifMatch = {
    name: 'If-Match',
    in: 'header',
    required: false,
    description: 'The ETag the item was read with: the write is refused (412) if it changed since',
    schema: { type: 'string' },
  }
  const etag = { ETag: { description: 'The version of the item', schema: { type: 'string' } } }
  const tagged = { ...item, headers: etag }
  return {
    [`/api/${slug}`]: {
      get: {
        operationId: `list${name}`,
        tags: [slug],
        description: staffReads,
        security: [],
        parameters: localeReadParameters,
        responses: {
          '200': { description: 'Every item', ...jsonContent({ type: 'array', items: ref(name) }) },
          ...badToken,
          ...localeReadErrors(),
        },
      },
      post: {
        operationId: `create${name}`,
        tags: [slug],
        description: 'A create that names no `status` makes a draft.',
        ...secured,
        requestBody: body,
        responses: { '201': tagged, ...writeErrors, '409': conflict },
      },
    },
    [`/api/${slug}/{id}`]: {
      parameters: [idParameter],
      get: {
        operationId: `get${name}`,
        tags: [slug],
        description: staffReads,
        security: [],
        parameters: localeReadParameters,
        responses: {
          '200': tagged,
          ...badToken,
          ...localeReadErrors(),
          '404': error('No such item, or not translated and no fallback'),
        },
      },
      put: {
        operationId: `update${name}`,
        tags: [slug],
        description: 'Replaces the item: the body GET answered, changed, is accepted.',
        ...secured,
        parameters: [ifMatch],
        requestBody: body,
        responses: {
          '200': tagged,
          ...writeErrors,
          '404': error('No such item'),
          '409': conflict,
          '412': stale,
        },
      },
      patch: {
        operationId: `patch${name}`,
        tags: [slug],
        description:
          'JSON merge patch (RFC 7396) of the item as GET answers it; null removes a field.',
        ...secured,
        parameters: [ifMatch],
        requestBody: {
          required: true,
          content: {
            'application/merge-patch+json': { schema: { type: 'object' } },
            'application/json': { schema: { type: 'object' } },
          },
        },
        responses: {
          '200': tagged,
          ...writeErrors,
          '404': error('No such item'),
          '409': conflict,
          '412': stale,
        },
      },
      delete: {
        operationId: `delete${name}`,
        tags: [slug],
        ...secured,
        responses: {
          '204': { description: 'Deleted' },
          '401': writeErrors['401'],
          '403': writeErrors['403'],
          '404': error('No such item'),
          '409': conflict,
        },
      },
    },
    // The trash and the versions (decisions 062, 063).
    [`/api/${slug}/{id}/restore`]: {
      parameters: [idParameter],
      post: {
        operationId: `restore${name}`,
        tags: [slug],
        description:
          'Brings a trashed item back as it was, if it still passes the rules of a save.',
        ...secured,
        responses: {
          '200': tagged,
          ...staffErrors,
          '404': error('Not in the trash'),
          '409': conflict,
          '422': refused,
        },
      },
    },
    [`/api/trash/${slug}/{id}`]: {
      parameters: [idParameter],
      delete: {
        operationId: `purge${name}`,
        tags: [slug, 'trash'],
        description: 'Deletes a trashed item for good, with the uploads only it used.',
        ...secured,
        responses: {
          '204': { description: 'Deleted for good' },
          ...staffErrors,
          '404': error('Not in the trash'),
          '409': error('Still used by another item'),
        },
      },
    },
    [`/api/${slug}/{id}/versions`]: {
      parameters: [idParameter],
      get: {
        operationId: `versionsOf${name}`,
        tags: [slug],
        description: 'Every save of the item, newest first, with what it changed field by field.',
        ...secured,
        responses: {
          '200': {
            description: 'The versions',
            ...jsonContent({ type: 'array', items: ref('Version') }),
          },
          ...staffErrors,
          '404': error('No such item'),
        },
      },
    },
    [`/api/${slug}/{id}/preview-links`]: {
      parameters: [idParameter],
      post: {
        operationId: `createPreviewLinkOf${name}`,
        tags: [slug],
        description: 'A link showing the item as it will look, drafts included; 7 days.',
        ...secured,
        responses: {
          '201': {
            description: 'The link',
            ...jsonContent({
              type: 'object',
              properties: {
                id: { type: 'string' },
                url: { type: 'string' },
                expiresAt: { type: 'string', format: 'date-time' },
              },
              required: ['id', 'url', 'expiresAt'],
            }),
          },
          ...staffErrors,
          '404': error('No such item'),
        },
      },
    },
    [`/api/${slug}/{id}/preview-links/{linkId}`]: {
      parameters: [
        idParameter,
        { name: 'linkId', in: 'path', required: true, schema: { type: 'string' } },
      ],
      delete: {
        operationId: `revokePreviewLinkOf${name}`,
        tags: [slug],
        ...secured,
        responses: {
          '204': { description: 'Revoked' },
          ...staffErrors,
          '404': error('No such preview link'),
        },
      },
    },
    [`/api/${slug}/{id}/versions/{versionId}/restore`]: {
      parameters: [
        idParameter,
        { name: 'versionId', in: 'path', required: true, schema: { type: 'string' } },
      ],
      post: {
        operationId: `restoreVersionOf${name}`,
        tags: [slug],
        description:
          "Saves the version's content again (not its status or publish time, not its link): " +
          'the restore is itself a new version.',
        ...secured,
        parameters: [ifMatch],
        responses: {
          '200': tagged,
          ...staffErrors,
          '404': error('No such version of this item'),
          '409': conflict,
          '412': stale,
          '422': refused,
        },
      },
    },
  }
}

export function openApiDocument() {
  const slugs = apiStores.map((store) => store.definition.slug)
  return {
    openapi: '3.1.0',
    info: {
      title: 'Alakin content API',
      version: '1',
      description:
        'Public reads; writes with a personal API token (created under /admin/api-tokens, sent as ' +
        '`Authorization: Bearer <token>`) or a back-office session. Bodies are checked with the ' +
        "back office's own forms: an empty string or null is a field left out. Errors are " +
        '`{ message, errors? }`.',
    },
    paths: withWriteLimits({
      ...Object.fromEntries(slugs.flatMap((slug) => Object.entries(collectionPaths(slug)))),
      '/api/uploads': {
        post: {
          operationId: 'upload',
          tags: ['uploads'],
          description: `A PDF (20 MB at most), a PNG, JPEG or WebP image (2 MB at most) or a WebVTT caption file (512 KB at most), recognised by its content; the whole request may not exceed ${MAX_UPLOAD_BODY_BYTES} bytes. Answers the file's public path, to use as a resource's pdfUrl or imageSrc, or a video's captionsSrc.`,
          ...secured,
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    file: { type: 'string', contentMediaType: 'application/octet-stream' },
                  },
                  required: ['file'],
                },
              },
            },
          },
          responses: {
            '201': {
              description: 'Stored; its public path',
              headers: { Location: { schema: { type: 'string' } } },
              ...jsonContent({
                type: 'object',
                properties: { path: { type: 'string', pattern: '^/uploads/' } },
                required: ['path'],
                // The stored file's media library item (decision 108).
                allOf: [ref('MediaItem')],
              }),
            },
            ...writeErrors,
          },
        },
      },
      ...mediaOpenApi.paths,
      '/api/trash': {
        get: {
          operationId: 'listTrash',
          tags: ['trash'],
          description: 'Every trashed item of every type, newest first.',
          ...secured,
          responses: {
            '200': {
              description: 'The trash',
              ...jsonContent({
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    type: { type: 'string', enum: slugs },
                    id: { type: 'string' },
                    name: { type: 'string' },
                    deletedAt: { type: 'string', format: 'date-time' },
                  },
                  required: ['type', 'id', 'name', 'deletedAt'],
                },
              }),
            },
            ...staffErrors,
          },
        },
      },
      // Redirects (decision 065).
      '/api/redirects': {
        get: {
          operationId: 'listRedirects',
          tags: ['redirects'],
          description: 'Every redirect, by its path.',
          ...secured,
          responses: {
            '200': {
              description: 'The redirects',
              ...jsonContent({ type: 'array', items: ref('Redirect') }),
            },
            ...staffErrors,
          },
        },
        post: {
          operationId: 'createRedirect',
          tags: ['redirects'],
          description: redirectRules,
          ...secured,
          requestBody: redirectBody,
          responses: { '201': redirectItem, ...writeErrors },
        },
      },
      '/api/redirects/{id}': {
        parameters: [idParameter],
        get: {
          operationId: 'getRedirect',
          tags: ['redirects'],
          ...secured,
          responses: { '200': redirectItem, ...staffErrors, '404': error('No such redirect') },
        },
        put: {
          operationId: 'updateRedirect',
          tags: ['redirects'],
          description: redirectRules,
          ...secured,
          requestBody: redirectBody,
          responses: { '200': redirectItem, ...writeErrors, '404': error('No such redirect') },
        },
        delete: {
          operationId: 'deleteRedirect',
          tags: ['redirects'],
          ...secured,
          responses: {
            '204': { description: 'Deleted' },
            ...staffErrors,
            '404': error('No such redirect'),
          },
        },
      },
      // Site copy (decisions 103 to 106).
      ...copyApiPaths(),
      // Resources in other languages (decision 129).
      ...translationApiPaths(),
      // Languages the site serves (decision 100).
      '/api/languages': {
        get: {
          operationId: 'listLanguages',
          tags: ['languages'],
          description:
            'Every language the site has copy for, and whether it is served (English always is).',
          responses: {
            '200': {
              description: 'The languages',
              ...jsonContent({ type: 'array', items: languageState }),
            },
          },
        },
      },
      '/api/languages/{code}': {
        parameters: [
          {
            name: 'code',
            in: 'path',
            required: true,
            schema: { type: 'string', enum: [...languages] },
          },
        ],
        get: {
          operationId: 'getLanguage',
          tags: ['languages'],
          responses: {
            '200': { description: 'The language', ...jsonContent(languageState) },
            '404': error('No such language'),
          },
        },
        patch: {
          operationId: 'switchLanguage',
          tags: ['languages'],
          description:
            'Switches a language on or off on every app server (within a second); audited. English cannot be switched off.',
          ...secured,
          requestBody: {
            required: true,
            ...jsonContent({
              type: 'object',
              properties: { active: { type: 'boolean' } },
              required: ['active'],
              additionalProperties: false,
            }),
          },
          responses: {
            '200': { description: 'The language as it now is', ...jsonContent(languageState) },
            ...writeErrors,
            '404': error('No such language'),
          },
        },
      },
      '/api/openapi.json': {
        get: {
          operationId: 'openapi',
          tags: ['meta'],
          security: [],
          responses: {
            '200': { description: 'This document', ...jsonContent({ type: 'object' }) },
          },
        },
      },
    }),
    components: {
      schemas: {
        ...mediaOpenApi.schemas,
        Version: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            createdAt: { type: 'string', format: 'date-time' },
            actor: { type: ['string', 'null'] },
            action: { type: 'string', enum: ['create', 'update'] },
            restoredFrom: { type: ['string', 'null'] },
            changes: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  field: { type: 'string' },
                  before: { type: 'string' },
                  after: { type: 'string' },
                },
                required: ['field', 'before', 'after'],
              },
            },
          },
          required: ['id', 'createdAt', 'actor', 'changes'],
        },
        Redirect: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            from: { type: 'string' },
            to: { type: 'string' },
            updatedAt: { type: 'string', format: 'date-time' },
          },
          required: ['id', 'from', 'to'],
        },
        RedirectInput: redirectInput,
        ...copySchemas(),
        Error: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            errors: {
              type: 'object',
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
          },
          required: ['message'],
        },
        ...Object.fromEntries(
          apiStores.flatMap((store) => [
            [pascal(store.definition.slug), itemSchema(store)],
            [`${pascal(store.definition.slug)}Input`, inputSchema(store)],
          ]),
        ),
      },
      securitySchemes: {
        apiToken: { type: 'http', scheme: 'bearer', description: 'A personal API token' },
        session: { type: 'apiKey', in: 'cookie', name: 'alakin_session' },
      },
    },
  }
}
