/**
 * The back office's English copy (`admin` in common.json), added in the
 * browser by the routes that show it (the login page and the admin layout)
 * instead of shipping with every public page (decision 066). The server's
 * i18n instance has it from the start.
 */
import { i18n } from '~/i18n'
import { admin } from 'virtual:admin-copy'

if (!i18n.exists('admin.nav.dashboard')) {
  i18n.addResourceBundle('en', 'common', { admin }, true, true)
}
