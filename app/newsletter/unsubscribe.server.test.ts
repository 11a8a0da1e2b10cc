import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { newsletterSubscriptions } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { subscribe } from './newsletter.server'
import {
  unsubscribe,
  unsubscribeToken,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from './unsubscribe.server'

const SECRET = 'a-test-secret-that-is-long-enough-to-sign'

test('a token names its address and cannot be forged or moved to another one', () => {
  const token = unsubscribeToken(SECRET, 'Grace@Example.com')
  expect(verifyUnsubscribeToken(SECRET, token)).toBe('grace@example.com')
  expect(verifyUnsubscribeToken('another-secret-another-secret-xx', token)).toBeNull()
  const [, signature] = token.split('.')
  const forged = `${Buffer.from('victim@example.com').toString('base64url')}.${signature}`
  expect(verifyUnsubscribeToken(SECRET, forged)).toBeNull()
  for (const junk of ['', '.', 'abc', 'abc.', '.abc', `${token}x`])
    expect(verifyUnsubscribeToken(SECRET, junk)).toBeNull()
  expect(unsubscribeUrl('https://www.alakin.com', SECRET, 'a@b.co')).toMatch(
    /^https:\/\/www\.alakin\.com\/unsubscribe\?token=[\w-]+\.[\w-]+$/,
  )
})

describe.each(testDatabaseTargets())('unsubscribe on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(() => handle.close())

  test('removes only that subscription, and again is harmless', async () => {
    await subscribe(handle.db, { email: 'Grace@Example.com', source: 'footer' })
    await subscribe(handle.db, { email: 'ada@example.com', source: 'footer' })
    await unsubscribe(handle.db, 'grace@example.com')
    await unsubscribe(handle.db, 'grace@example.com')
    const left = await handle.db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
    expect(left).toEqual([{ email: 'ada@example.com' }])
  })
})
