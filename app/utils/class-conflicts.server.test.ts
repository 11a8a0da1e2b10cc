import { afterAll, expect, test, vi } from 'vitest'
import { warnOnClassConflicts } from './class-conflicts.server'
import { checkEveryClassList, cn } from './cn'
import { logger } from './logger.server'

afterAll(() => checkEveryClassList(() => {}))

test('cn joins without merging; the server warns, once per list, when two classes set one property', () => {
  const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
  warnOnClassConflicts()
  // Joined as given: which of two display classes applies is the stylesheet's call.
  const selected = false as boolean
  expect(cn('inline-flex h-9', selected && 'bg-accent', 'hidden md:inline-flex')).toBe(
    'inline-flex h-9 hidden md:inline-flex',
  )
  cn('inline-flex h-9', 'hidden md:inline-flex')
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn).toHaveBeenCalledWith(
    { classes: 'inline-flex h-9 hidden md:inline-flex', overridden: ['inline-flex'] },
    'conflicting classes in one list',
  )
  // Classes for different properties, or for one property under different variants, are fine.
  cn('inline-flex max-md:hidden', 'w-full md:w-72', 'text-sm font-medium text-primary')
  expect(warn).toHaveBeenCalledTimes(1)
  warn.mockRestore()
})
