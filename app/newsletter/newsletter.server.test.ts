import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { newsletterSubscriptions } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { footerNewsletterSchema, subscribeSchema } from './newsletter-schema'
import { subscribe } from './newsletter.server'

describe('newsletter schemas (public-site §5)', () => {
  test('the subscribe page requires names and a valid address', () => {
    const result = subscribeSchema.safeParse({ email: 'x', firstName: '', lastName: ' ' })
    expect(result.success).toBe(false)
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    })
    expect(
      subscribeSchema.parse({ email: 'a@b.co', firstName: 'A', lastName: 'B', company: '' }),
    ).toEqual({
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      company: undefined,
    })
  })

  test('the footer form needs only an address', () => {
    expect(footerNewsletterSchema.safeParse({ email: 'a@b.co' }).success).toBe(true)
    expect(footerNewsletterSchema.safeParse({ email: 'a-at-b' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    )
  })
})

describe.each(testDatabaseTargets())('subscriptions on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(() => handle.close())

  test('a repeated address, in any case, updates the one subscription', async () => {
    await subscribe(handle.db, { email: 'Grace@Example.com', source: 'footer' })
    await subscribe(handle.db, {
      email: 'grace@example.COM',
      firstName: 'Grace',
      lastName: 'Hopper',
      source: 'subscription-page',
    })
    await subscribe(handle.db, { email: 'GRACE@example.com', source: 'footer' })
    const rows = await handle.db.select().from(newsletterSubscriptions)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      email: 'Grace@Example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      source: 'footer',
    })
  })
})
