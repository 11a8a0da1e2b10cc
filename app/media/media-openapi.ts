/**
 * The media library's part of the OpenAPI document (decision 108), merged
 * into it by app/content/openapi.server.ts.
 */
import { z } from 'zod'
import { mediaKinds, mediaUpdateSchema } from './media-schema'

type JsonSchema = Record<string, unknown>
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const jsonContent = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } })
const error = (description: string) => ({ description, ...jsonContent(ref('Error')) })
const secured = { security: [{ apiToken: [] }, { session: [] }] }
const staffErrors = {
  '401': error('No valid API token or session'),
  '403': error('A session request from another site'),
}
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } }
const nullable = (type: string) => ({ type: [type, 'null'] })

const usedByItem: JsonSchema = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    id: { type: 'string' },
    title: { type: 'string' },
    typeName: { type: 'string', description: 'The kind of item in words: "News Article"' },
    fields: {
      type: 'array',
      items: { type: 'string' },
      description: 'The fields that hold the link, by their form labels',
    },
    inTrash: { type: 'boolean' },
    adminUrl: { type: 'string' },
  },
  required: ['type', 'id', 'title', 'typeName', 'fields', 'inTrash', 'adminUrl'],
}

const mediaItem: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: [...mediaKinds] },
    name: { type: 'string', description: 'The uploaded file name' },
    filename: { type: 'string' },
    url: { type: 'string', pattern: '^/uploads/' },
    mimeType: { type: 'string' },
    size: { type: 'integer', description: 'Bytes' },
    width: nullable('integer'),
    height: nullable('integer'),
    alt: { type: 'string' },
    decorative: { type: 'boolean' },
    caption: { type: 'string' },
    focalPoint: {
      type: 'object',
      properties: { x: { type: 'number' }, y: { type: 'number' } },
      required: ['x', 'y'],
    },
    uploadedBy: nullable('string'),
    uploadedAt: { type: 'string', format: 'date-time' },
    usedBy: {
      type: 'array',
      description: 'The content that links to the file, wherever: a field, rich text, a cover',
      items: usedByItem,
    },
    variants: {
      type: 'array',
      description: "An image's AVIF and WebP copies, for srcset; empty for other kinds",
      items: {
        type: 'object',
        properties: {
          format: { type: 'string', enum: ['avif', 'webp'] },
          width: { type: 'integer' },
          url: { type: 'string', pattern: '^/uploads/' },
        },
        required: ['format', 'width', 'url'],
      },
    },
  },
  required: ['id', 'kind', 'url', 'width', 'height', 'alt', 'usedBy', 'variants'],
}

const { $schema: _dialect, ...mediaUpdate } = z.toJSONSchema(mediaUpdateSchema, {
  io: 'input',
}) as JsonSchema

export const mediaOpenApi = {
  schemas: { MediaItem: mediaItem, MediaUpdate: mediaUpdate },
  paths: {
    '/api/media': {
      get: {
        operationId: 'listMedia',
        tags: ['media'],
        description:
          'The media library, newest first: every uploaded image, PDF and caption file (not the variants, which each image lists).',
        ...secured,
        parameters: [
          {
            name: 'q',
            in: 'query',
            description: 'Words in the name, alt text or caption',
            schema: { type: 'string' },
          },
          { name: 'kind', in: 'query', schema: { type: 'string', enum: [...mediaKinds] } },
        ],
        responses: {
          '200': {
            description: 'The items',
            ...jsonContent({ type: 'array', items: ref('MediaItem') }),
          },
          '400': error('An unknown kind'),
          ...staffErrors,
        },
      },
    },
    '/api/media/{id}': {
      get: {
        operationId: 'getMedia',
        tags: ['media'],
        ...secured,
        parameters: [idParameter],
        responses: {
          '200': { description: 'The item', ...jsonContent(ref('MediaItem')) },
          '404': error('No such item'),
          ...staffErrors,
        },
      },
      patch: {
        operationId: 'updateMedia',
        tags: ['media'],
        description:
          'Sets the alt text, caption, decorative flag or focal point (fractions of the width and height from the top left corner); fields left out keep their value.',
        ...secured,
        parameters: [idParameter],
        requestBody: { required: true, ...jsonContent(ref('MediaUpdate')) },
        responses: {
          '200': { description: 'The item', ...jsonContent(ref('MediaItem')) },
          '400': error('Malformed body'),
          '404': error('No such item'),
          '415': error('The body is not JSON'),
          '422': error('Validation failed: the messages by field are in `errors`'),
          ...staffErrors,
        },
      },
      delete: {
        operationId: 'deleteMedia',
        tags: ['media'],
        description:
          'Deletes the file and its variants for good. Refused while any content (drafts and the trash included) links to it: the answer names each use.',
        ...secured,
        parameters: [idParameter],
        responses: {
          '204': { description: 'Deleted for good' },
          '404': error('No such item'),
          '409': {
            description: 'In use: `message` says where in words, `usedBy` lists each use',
            ...jsonContent({
              type: 'object',
              properties: {
                message: { type: 'string' },
                usedBy: { type: 'array', items: usedByItem },
              },
              required: ['message', 'usedBy'],
            }),
          },
          ...staffErrors,
        },
      },
    },
  },
}
