import type { ComplianceDocument } from '~/compliance/documents.server'
import { ComplianceCta } from './compliance-cta'
import { ComplianceDocuments } from './compliance-documents'
import { ComplianceHero } from './compliance-hero'
import { FhirSection } from './fhir-section'
import { OngoingComplianceSection } from './ongoing-compliance-section'
import { SecuritySection } from './security-section'

/** public-site §2 Compliance, its sections in the spec's order, rendered on the server only (decision 080). */
export function CompliancePage({ documents }: { documents: ComplianceDocument[] }) {
  return (
    <>
      <ComplianceHero />
      <SecuritySection />
      <FhirSection />
      <OngoingComplianceSection />
      <ComplianceDocuments documents={documents} />
      <ComplianceCta />
    </>
  )
}
