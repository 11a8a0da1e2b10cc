/**
 * The home page's data remembered until the content changes (decision 140):
 * reused while nothing is written, read again after any content write (another
 * app server's included: the counter lives in the database), and after a
 * scheduled item's time with no write at all. A preview's answer is never kept.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { homePageData } from '~/components/home/home-data.server'
import type { DatabaseHandle } from '~/db/client.server'
import { withPreviewOf } from '~/db/preview-scope.server'
import { testimonials } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { rememberedUntilContentChanges } from './content-memo.server'

const region = { countryHeader: null, acceptLanguage: 'fr-FR' }

describe.each(testDatabaseTargets())('content memo on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(async () => {
    await handle.close()
  })

  const authors = async () =>
    (await homePageData(handle.db, region)).testimonials.map((row) => row.author)
  const addTestimonial = (author: string, publishAt: Date | null = null) =>
    handle.db.insert(testimonials).values({
      id: `t-${author}`,
      author,
      quote: 'A quote.',
      status: publishAt ? 'scheduled' : 'published',
      publishAt,
    })

  test('a value is read once until a content write, then read again', async () => {
    const remember = rememberedUntilContentChanges<number>()
    let reads = 0
    const read = async () => (reads += 1)
    expect(await remember(handle.db, 'k', read)).toBe(1)
    expect(await remember(handle.db, 'k', read)).toBe(1)
    expect(await remember(handle.db, 'other key', read)).toBe(2)
    await addTestimonial('Writer')
    expect(await remember(handle.db, 'k', read)).toBe(3)
    expect(reads).toBe(3)
  })

  test('the home page shows a saved testimonial on the next render', async () => {
    expect(await authors()).not.toContain('Fresh Author')
    await addTestimonial('Fresh Author')
    expect(await authors()).toContain('Fresh Author')
  })

  test('a scheduled testimonial appears at its time, with no write', async () => {
    await addTestimonial('Scheduled Author', new Date(Date.now() + 1500))
    expect(await authors()).not.toContain('Scheduled Author')
    await expect.poll(authors, { timeout: 10_000, interval: 100 }).toContain('Scheduled Author')
  })

  test("a preview's answer is read afresh and never kept", async () => {
    const remember = rememberedUntilContentChanges<string>()
    const previewed = { table: testimonials, id: 'x' }
    expect(
      await withPreviewOf(previewed, () => remember(handle.db, 'k', async () => 'draft')),
    ).toBe('draft')
    expect(await remember(handle.db, 'k', async () => 'public')).toBe('public')
  })
})
