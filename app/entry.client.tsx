/**
 * React Router's default browser entry, after one step: a page in another
 * language than English gets that language's copy (only it) before it
 * hydrates, so hydration meets the words the server wrote (decision 098).
 */
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadPageCopy } from '~/languages/page-copy'

void loadPageCopy(document.documentElement.lang).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)
