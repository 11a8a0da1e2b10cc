/**
 * Issue 20, acceptance 1: a content type is defined once. This test replaces
 * the testimonials module by a temporary copy with one more field
 * (`pronouns`), adds its column to the database (what the migration would
 * do), and changes nothing else: the admin list and form, the API, the
 * OpenAPI document, the property tests' inputs and the home page's data all
 * carry the new field. The files a real new field takes are in decision 060.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createApiToken } from '~/api-tokens/api-tokens.server'
import { homeData } from '~/components/home/home-data.server'
import { closeDatabase, db, initDatabase } from '~/db/db.server'
import CollectionForm from '~/routes/admin/collection-form'
import CollectionList from '~/routes/admin/collection-list'
import { loadEnv } from '~/utils/env.server'
import { apiGet, apiWrite } from './api.server'
import { writableFields } from './collection'
import { listItems } from './collection.server'
import { storeOf } from './hooks.server'
import { openApiDocument } from './openapi.server'
import { contentType } from './registry'
import type * as TestimonialsModule from './testimonials'

// The temporary copy of app/content/testimonials.ts: its table, schema, form field,
// list column and public columns each gain `pronouns`. Nothing else is changed.
vi.mock('./testimonials', async (importOriginal) => {
  const original = await importOriginal<typeof TestimonialsModule>()
  const { integer, pgTable, text, timestamp } = await import('drizzle-orm/pg-core')
  const { optionalText } = await import('./fields')
  const definition = original.testimonialsCollection
  const table = pgTable('testimonials', {
    id: text('id').primaryKey(),
    author: text('author').notNull(),
    role: text('role').notNull().default(''),
    company: text('company').notNull().default(''),
    quote: text('quote').notNull(),
    avatarSrc: text('avatar_src'),
    displayOrder: integer('display_order').notNull().default(0),
    pronouns: text('pronouns'),
    status: text('status').notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  })
  const schema = original.testimonialSchema.safeExtend({ pronouns: optionalText(50) })
  return {
    ...original,
    testimonialSchema: schema,
    testimonialsCollection: {
      ...definition,
      table,
      schema,
      fields: [...definition.fields, { name: 'pronouns', label: 'Pronouns', kind: 'text' }],
      columns: [...definition.columns, { key: 'pronouns', label: 'Pronouns' }],
      publicColumns: [...definition.publicColumns, 'pronouns'],
    },
  }
})

const ORIGIN = 'http://localhost:3000'
let dataDir: string
let bearer: string

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-one-definition-'))
  Object.assign(process.env, { DATA_DIR: dataDir, PORT: '3000', ADMIN_PASSWORD: 'one definition' })
  loadEnv()
  await initDatabase({ kind: 'pglite', dataDir: 'memory://' })
  // The migration the schema change would generate.
  await db().execute(sql`alter table testimonials add column pronouns text`)
  bearer = `Bearer ${(await createApiToken(db(), 'one definition', 'test')).token}`
}, 60_000)

afterAll(async () => {
  await closeDatabase()
  await fs.rm(dataDir, { recursive: true, force: true })
})

const write = (method: string, url: string, body: unknown, id?: string) =>
  apiWrite(
    new Request(`${ORIGIN}${url}`, {
      method,
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Authorization: bearer },
    }),
    'testimonials',
    id,
  )

test('the API takes, stores and answers the new field, and the OpenAPI document describes it', async () => {
  const created = await write('POST', '/api/testimonials', {
    quote: 'One module, one field.',
    author: 'Ada',
    pronouns: 'she/her',
  })
  expect(created.status).toBe(201)
  const item = (await created.json()) as { id: string; pronouns: string }
  expect(item.pronouns).toBe('she/her')
  const read = (await (
    await apiGet(
      new Request(ORIGIN, { headers: { Authorization: bearer } }),
      'testimonials',
      item.id,
    )
  ).json()) as {
    pronouns: string
  }
  expect(read.pronouns).toBe('she/her')
  // Blank means left out, as for every optional field.
  const updated = await write(
    'PUT',
    `/api/testimonials/${item.id}`,
    {
      quote: 'One module, one field.',
      author: 'Ada',
      pronouns: '',
    },
    item.id,
  )
  expect(((await updated.json()) as { pronouns: unknown }).pronouns).toBeNull()

  const schemas = openApiDocument().components.schemas as unknown as Record<
    string,
    { properties: Record<string, unknown> }
  >
  expect(schemas.TestimonialsInput!.properties).toHaveProperty('pronouns')
  expect(schemas.Testimonials!.properties).toHaveProperty('pronouns')
})

test('the admin list and form show it; the property tests try it; the home page reads it', async () => {
  const store = storeOf('testimonials')!
  // An API create is a draft unless it says otherwise (decision 096).
  await write('POST', '/api/testimonials', {
    quote: 'Listed.',
    author: 'Grace',
    pronouns: 'they',
    status: 'published',
  })
  const rows = await listItems(db(), store)
  const grace = rows.find((row) => row.author === 'Grace')!
  expect(grace.pronouns).toBe('they')

  const Stub = createRoutesStub([
    { id: 'list', path: '/admin/:collection', Component: CollectionList as never },
    { id: 'form', path: '/admin/:collection/edit/:id', Component: CollectionForm as never },
  ])
  const render = (url: string, id: string, loaderData: unknown) =>
    renderToString(
      <Stub initialEntries={[url]} hydrationData={{ loaderData: { [id]: loaderData } }} />,
    )
  const list = render('/admin/testimonials', 'list', { slug: 'testimonials', q: '', rows })
  expect(list).toContain('>Pronouns</th>')
  expect(list).toContain('>they</td>')
  const form = render(`/admin/testimonials/edit/${grace.id}`, 'form', {
    slug: 'testimonials',
    item: grace,
  })
  expect(form).toMatch(/<input[^>]*name="pronouns"[^>]*value="they"/)

  // tests/property/actions.test.ts feeds every type exactly these fields.
  expect(writableFields(contentType('testimonials')!)).toContain('pronouns')

  const home = await homeData(db(), { acceptLanguage: null })
  expect(home.testimonials.find((row) => row.author === 'Grace')).toMatchObject({
    pronouns: 'they',
  })
})
