import { BackHomeLink } from './back-home-link'
import { LegalDocument } from './legal-document'
import { LegalSection } from './legal-section'
import { PrivacyContact } from './privacy-contact'
import { privacySections } from './privacy-sections'

/** The privacy policy's body (public-site §2 Legal pages), rendered on the server only (decision 080). */
export function PrivacyPolicy() {
  return (
    <LegalDocument namespace="privacy">
      {privacySections.map((section, index) => (
        <LegalSection key={section.key} namespace="privacy" number={index + 1} section={section}>
          {section.key === 'contact' ? <PrivacyContact /> : null}
        </LegalSection>
      ))}
      <BackHomeLink />
    </LegalDocument>
  )
}
