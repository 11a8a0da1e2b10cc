import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { auditLog } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { erasePersonalData } from './data-rights.server'

/**
 * An audit entry holding a person's record, as any audited write of a
 * submission would (whole rows, like content saves): the erase must reach it.
 */
const recordOf = (id: string, email: string, firstName: string, lastName: string) => ({
  id,
  action: 'update' as const,
  entityType: 'personal-data' as const,
  entityId: `contact-${id}`,
  actor: 'session-1',
  details: {
    before: { firstName, lastName, email, requestType: 'demo', message: `${firstName} wrote.` },
    after: { firstName, lastName, email, requestType: 'pricing', message: `${firstName} wrote.` },
    note: email,
  },
})

describe.each(testDatabaseTargets())('an erase on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(() => handle.close())

  test("clears the person's address and name from audit details, and no one else's", async () => {
    await handle.db
      .insert(auditLog)
      .values([
        recordOf('audit-ada', 'Ada.Byron@Example.com', 'Augusta', 'Byronne'),
        recordOf('audit-maria', 'maria@b.com', 'Maria', 'Silva'),
      ])
    const counts = await erasePersonalData(handle.db, 'ada.byron@example.com', 'session-2')
    expect(counts.auditEntries).toBe(1)
    // `a@b.co` is inside maria@b.com: a whole-address match leaves Maria alone.
    expect((await erasePersonalData(handle.db, 'a@b.co', 'session-2')).auditEntries).toBe(0)

    const entries = await handle.db.select().from(auditLog)
    const ada = entries.find((entry) => entry.id === 'audit-ada')!
    for (const personal of ['Ada.Byron', 'Augusta', 'Byronne'])
      expect(JSON.stringify(entries)).not.toContain(personal)
    // What happened, when and by whom stays; so does what is not about the person.
    expect(ada).toMatchObject({ action: 'update', actor: 'session-1' })
    expect(ada.details).toMatchObject({
      before: { email: '[erased]', firstName: '[erased]', requestType: 'demo' },
      after: { lastName: '[erased]', requestType: 'pricing' },
      note: '[erased]',
    })
    const maria = entries.find((entry) => entry.id === 'audit-maria')!
    expect(maria.details).toEqual(recordOf('audit-maria', 'maria@b.com', 'Maria', 'Silva').details)
  })
})
