import { ComplianceCta } from '~/components/compliance/compliance-cta'
import { ComplianceDocuments } from '~/components/compliance/compliance-documents'
import { ComplianceHero } from '~/components/compliance/compliance-hero'
import { FhirSection } from '~/components/compliance/fhir-section'
import { OngoingComplianceSection } from '~/components/compliance/ongoing-compliance-section'
import { SecuritySection } from '~/components/compliance/security-section'
import { complianceDocuments } from '~/compliance/documents.server'
import { db } from '~/db/db.server'
import { i18n, registerCopy } from '~/i18n'
import copy from '~/locales/en/compliance.json'
import { pageMeta } from '~/utils/meta'
import type { Route } from './+types/compliance'

registerCopy('compliance', copy)

export async function loader() {
  return { documents: await complianceDocuments(db()) }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: i18n.t('compliance:meta.title'),
    description: i18n.t('compliance:meta.description'),
  })
}

/** public-site §2 Compliance, its sections in the spec's order. */
export default function Compliance({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ComplianceHero />
      <SecuritySection />
      <FhirSection />
      <OngoingComplianceSection />
      <ComplianceDocuments documents={loaderData.documents} />
      <ComplianceCta />
    </>
  )
}
