import { CompliancePage } from '~/components/compliance/compliance-page'
import { ServerRendered } from '~/components/layout/server-rendered'
import { complianceDocuments } from '~/compliance/documents.server'
import { db } from '~/db/db.server'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/compliance'
// The body's words are the server's only (decision 080): the browser registers the head's (decision 162).
import 'virtual:page-copy/compliance'

export { clientLoader, shouldRevalidate } from '~/utils/server-rendered-page'

export async function loader() {
  return { documents: await complianceDocuments(db()) }
}

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'compliance')
}

type ServerData = Awaited<ReturnType<typeof loader>>

export default function Compliance({ loaderData }: Route.ComponentProps) {
  return (
    <ServerRendered>
      {/* On the server the data is the loader's. */}
      {import.meta.env.SSR && <CompliancePage documents={(loaderData as ServerData).documents} />}
    </ServerRendered>
  )
}
