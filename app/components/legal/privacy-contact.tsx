import { useTranslation } from 'react-i18next'
import { MailboxLink } from './legal-section'
import { legalMailboxes, type LegalMailbox } from './mailboxes'

const mailboxes: LegalMailbox[] = ['dpo', 'privacy', 'legal']

/** Section 14 of the privacy policy: the three mailboxes and the postal address in France. */
export function PrivacyContact() {
  const { t } = useTranslation('privacy')
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {mailboxes.map((mailbox) => (
        <div key={mailbox} className="contents">
          <dt className="font-medium">{t(`sections.contact.mailboxes.${mailbox}`)}</dt>
          <dd>
            <MailboxLink address={legalMailboxes[mailbox]} />
          </dd>
        </div>
      ))}
      <div className="contents">
        <dt className="font-medium">{t('sections.contact.postalLabel')}</dt>
        <dd>
          <address className="not-italic">{t('sections.contact.postalAddress')}</address>
        </dd>
      </div>
    </dl>
  )
}
