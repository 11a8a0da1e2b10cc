import { LegalDocument } from './legal-document'
import { LegalSection } from './legal-section'
import { TermsContactLink } from './terms-contact-link'
import { termsSections } from './terms-sections'

/** The terms of service's body (public-site §2 Legal pages), rendered on the server only (decision 080). */
export function TermsOfService() {
  return (
    <LegalDocument namespace="terms">
      {termsSections.map((section, index) => (
        <LegalSection key={section.key} namespace="terms" number={index + 1} section={section}>
          {section.key === 'contact' ? <TermsContactLink /> : null}
        </LegalSection>
      ))}
    </LegalDocument>
  )
}
