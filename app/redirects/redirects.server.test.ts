import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createItem, updateItem } from '~/content/collection.server'
import { storeFor } from '~/content/hooks.server'
import { resourceSchema } from '~/content/resources'
import type { DatabaseHandle } from '~/db/client.server'
import { auditLog, categories } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { linkForNewResource } from '~/resources/resource-links.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { redirectSchema } from './redirects'
import {
  deleteRedirect,
  findRedirect,
  listRedirects,
  RedirectError,
  saveRedirect,
} from './redirects.server'

describe.each(testDatabaseTargets())('redirects on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
    await seedDatabase(handle.db)
  })
  afterEach(() => handle.close())

  const save = (from: string, to: string, id?: string) =>
    saveRedirect(handle.db, redirectSchema.parse({ from, to }), 'editor', id)
  const refusal = (from: string, to: string) =>
    save(from, to).then(
      () => null,
      (error: unknown) => {
        if (!(error instanceof RedirectError)) throw error
        return [error.field, error.message]
      },
    )
  const all = async () =>
    Object.fromEntries((await listRedirects(handle.db)).map((row) => [row.from, row.to]))

  test('a chain is stored as one hop, either way round; a loop is refused and changes nothing', async () => {
    await save('/old-a', '/old-b')
    await save('/old-b', '/pricing')
    // The redirect that led to /old-b now leads where /old-b leads.
    expect(await all()).toEqual({ '/old-a': '/pricing', '/old-b': '/pricing' })
    // A new redirect to a path that redirects takes that path's target.
    await save('/old-c', '/old-a')
    expect(await findRedirect(handle.db, '/old-c')).toBe('/pricing')

    await save('/x', '/y')
    expect(await refusal('/y', '/x')).toEqual(['to', 'This would loop back to /y'])
    expect(await findRedirect(handle.db, '/y')).toBeNull()
  })

  test('a path that is a page, or already redirects, is refused with a clear message', async () => {
    const [first] = await handle.db.query.resources.findMany({ limit: 1 })
    expect(await refusal(first!.link, '/pricing')).toEqual([
      'from',
      "This path is a resource's page: change that resource's link instead",
    ])
    await save('/gone', '/about')
    expect(await refusal('/gone', '/platform')).toEqual([
      'from',
      'A redirect from this path already exists',
    ])
    expect(await all()).toEqual({ '/gone': '/about' })
  })

  test('edits and deletes are audited with their before and after', async () => {
    const made = await save('/a', '/about')
    await save('/b', '/pricing', made!.id)
    expect(await all()).toEqual({ '/b': '/pricing' })
    expect(await deleteRedirect(handle.db, made!.id, 'editor')).toBe(true)
    expect(await deleteRedirect(handle.db, made!.id, 'editor')).toBe(false)
    const entries = await handle.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, made!.id))
      .orderBy(auditLog.at)
    expect(entries).toEqual([
      { action: 'create', details: { before: null, after: { from: '/a', to: '/about' } } },
      {
        action: 'update',
        details: { before: { from: '/a', to: '/about' }, after: { from: '/b', to: '/pricing' } },
      },
      { action: 'delete', details: { before: { from: '/b', to: '/pricing' }, after: null } },
    ])
  })

  test('a changed resource link leaves a 301 behind, for ever; renaming back turns it round', async () => {
    const store = storeFor('resources')
    const [category] = await handle.db.select().from(categories).limit(1)
    const values = (link?: string) =>
      resourceSchema.parse({
        title: 'Renamed on purpose',
        description: 'A resource whose link changes.',
        type: 'case-study',
        categoryId: category!.id,
        content: '<p>Body</p>',
        link,
      })
    const created = await createItem(handle.db, store, values(), 'editor')
    const first = String(created.link)
    expect(first).toBe(`/resources/${category!.slug}/renamed-on-purpose`)

    await updateItem(handle.db, store, created.id, values('/resources/better-slug'), 'editor')
    await updateItem(handle.db, store, created.id, values('/resources/best-slug/'), 'editor')
    // Both old links lead straight to the current one.
    expect(await all()).toEqual({
      [first]: '/resources/best-slug',
      '/resources/better-slug': '/resources/best-slug',
    })
    // A save that gives no link keeps it.
    const kept = await updateItem(handle.db, store, created.id, values(), 'editor')
    expect(kept!.link).toBe('/resources/best-slug')

    // A new resource with the same title never takes the old link: that one redirects.
    expect(
      await linkForNewResource(handle.db, {
        type: 'case-study',
        title: 'Renamed on purpose',
        categoryId: category!.id,
      }),
    ).toBe(`${first}-2`)

    // Back to the first link: it is a page again, and the others lead there.
    await updateItem(handle.db, store, created.id, values(first), 'editor')
    expect(await all()).toEqual({
      '/resources/better-slug': first,
      '/resources/best-slug': first,
    })
  })
})

describe('the redirect form', () => {
  const errors = (from: string, to: string) => {
    const result = redirectSchema.safeParse({ from, to })
    return result.success ? result.data : result.error.issues.map((issue) => issue.message)
  }

  test('paths of the site are refused as sources; targets may be paths or http(s) URLs', () => {
    expect(errors('/pricing', '/about')).toEqual([
      'This path is a page of the site: it cannot be redirected',
    ])
    expect(errors('/admin/x', '/about')).toEqual([
      'This path is a page of the site: it cannot be redirected',
    ])
    expect(errors('old', '/about')).toEqual([
      'Enter a path on this site, starting with / (no ? or #)',
    ])
    expect(errors('/old?x=1', '/about')).toEqual([
      'Enter a path on this site, starting with / (no ? or #)',
    ])
    expect(errors('/old', 'javascript:alert(1)')).toEqual([
      'Enter a path starting with / or a full https:// address',
    ])
    expect(errors('/old', '//evil.example')).toEqual([
      'Enter a path starting with / or a full https:// address',
    ])
    expect(errors('/old/', '/old')).toEqual(['A path cannot redirect to itself'])
    expect(errors(' /old/ ', 'https://example.org/new?x=1')).toEqual({
      from: '/old',
      to: 'https://example.org/new?x=1',
    })
  })
})
