import { redirect } from 'react-router'

// POST /admin/media/{id}/replace: a new file for a library image, at the same address (decision 123).
export { replaceAction as action } from '~/media/media-page.server'
export const loader = () => redirect('/admin/media')
