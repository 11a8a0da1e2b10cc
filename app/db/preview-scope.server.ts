/**
 * The item a preview link shows (decision 064), for the duration of one
 * request's loader: `live()` lets that one item through whatever its status,
 * so the page it appears on renders exactly as it will once it is published.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { PgTable } from 'drizzle-orm/pg-core'

interface PreviewedItem {
  table: PgTable
  id: string
}

const scope = new AsyncLocalStorage<PreviewedItem>()

/** Runs `render` with `item` shown as if it were live. */
export const withPreviewOf = <T>(item: PreviewedItem, render: () => Promise<T>) =>
  scope.run(item, render)

/** The previewed item of the current request, if any. */
export const previewedItem = () => scope.getStore()
