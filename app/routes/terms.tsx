import { LegalDocument } from '~/components/legal/legal-document'
import { LegalSection } from '~/components/legal/legal-section'
import { TermsContactLink } from '~/components/legal/terms-contact-link'
import { termsSections } from '~/components/legal/terms-sections'
import { i18n, registerCopy } from '~/i18n'
import copy from '~/locales/en/terms.json'
import { pageMeta } from '~/utils/meta'
import type { Route } from './+types/terms'

registerCopy('terms', copy)

/** The 'last updated' date, as on the privacy policy: today, decided on the server. */
export function loader() {
  return { updated: new Date().toISOString().slice(0, 10) }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: i18n.t('terms:meta.title'),
    description: i18n.t('terms:meta.description'),
  })
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument namespace="terms" updated={loaderData.updated}>
      {termsSections.map((section, index) => (
        <LegalSection key={section.key} namespace="terms" number={index + 1} section={section}>
          {section.key === 'contact' ? <TermsContactLink /> : null}
        </LegalSection>
      ))}
    </LegalDocument>
  )
}
