import { BackHomeLink } from '~/components/legal/back-home-link'
import { LegalDocument } from '~/components/legal/legal-document'
import { LegalSection } from '~/components/legal/legal-section'
import { PrivacyContact } from '~/components/legal/privacy-contact'
import { privacySections } from '~/components/legal/privacy-sections'
import { i18n, registerCopy } from '~/i18n'
import copy from '~/locales/en/privacy.json'
import { pageMeta } from '~/utils/meta'
import type { Route } from './+types/privacy'

registerCopy('privacy', copy)

/** public-site §2 Legal pages: today's date is shown as 'last updated' (decided on the server). */
export function loader() {
  return { updated: new Date().toISOString().slice(0, 10) }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: i18n.t('privacy:meta.title'),
    description: i18n.t('privacy:meta.description'),
  })
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument namespace="privacy" updated={loaderData.updated}>
      {privacySections.map((section, index) => (
        <LegalSection key={section.key} namespace="privacy" number={index + 1} section={section}>
          {section.key === 'contact' ? <PrivacyContact /> : null}
        </LegalSection>
      ))}
      <BackHomeLink />
    </LegalDocument>
  )
}
