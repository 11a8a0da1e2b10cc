import { expect, test } from 'vitest'
import { safeAdminPath } from '~/auth/session.server'
import { isActiveAdminLink } from './admin-sidebar'

test('back-office §2: a link is active on its path and below it; Dashboard only on /admin itself', () => {
  expect(isActiveAdminLink('/admin', '/admin')).toBe(true)
  expect(isActiveAdminLink('/admin', '/admin/resources')).toBe(false)
  expect(isActiveAdminLink('/admin/resources', '/admin/resources')).toBe(true)
  expect(isActiveAdminLink('/admin/resources', '/admin/resources/edit/resource-1')).toBe(true)
  expect(isActiveAdminLink('/admin/resources', '/admin/resources-archive')).toBe(false)
})

test('only back-office paths are used as a return address after login', () => {
  expect(safeAdminPath('/admin/categories?q=ai')).toBe('/admin/categories?q=ai')
  expect(safeAdminPath('/admin')).toBe('/admin')
  for (const unsafe of [
    '//evil.example',
    'https://evil.example/admin',
    '/contact',
    '/administrator',
    null,
    '',
  ]) {
    expect(safeAdminPath(unsafe)).toBe('/admin')
  }
})
