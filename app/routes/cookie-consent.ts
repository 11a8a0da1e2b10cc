import { redirect } from 'react-router'

export { consentAction as action } from '~/cookies/consent-action.server'

// The choice is made from the banner or the preferences modal on every page.
export function loader() {
  return redirect('/')
}
