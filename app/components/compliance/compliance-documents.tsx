import { useTranslation } from 'react-i18next'
import type { ComplianceDocument } from '~/compliance/documents.server'
import { DocumentCard } from './document-card'
import { PlaceholderDocumentCard, placeholderDocuments } from './placeholder-document-card'
import { PageSection } from '~/components/marketing/page-section'

/** The documents list: the compliance documents of the database, else the four static placeholders. */
export function ComplianceDocuments({ documents }: { documents: ComplianceDocument[] }) {
  const { t } = useTranslation('compliance')
  return (
    <PageSection
      id="documents"
      tone="secondary"
      width="7xl"
      align="start"
      title={t('documents.title')}
      subtitle={t('documents.intro')}
    >
      <ul
        className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="compliance-documents"
      >
        {documents.length > 0
          ? documents.map((document) => <DocumentCard key={document.id} document={document} />)
          : placeholderDocuments.map((id) => <PlaceholderDocumentCard key={id} id={id} />)}
      </ul>
    </PageSection>
  )
}
