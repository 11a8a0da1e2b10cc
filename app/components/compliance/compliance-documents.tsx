import { useTranslation } from 'react-i18next'
import type { ComplianceDocument } from '~/compliance/documents.server'
import { DocumentCard } from './document-card'
import { PlaceholderDocumentCard, placeholderDocuments } from './placeholder-document-card'

/** The documents list: the compliance documents of the database, else the four static placeholders. */
export function ComplianceDocuments({ documents }: { documents: ComplianceDocument[] }) {
  const { t } = useTranslation('compliance')
  return (
    <section
      id="documents"
      aria-labelledby="documents-title"
      className="bg-secondary px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-7xl">
        <h2 id="documents-title" className="text-3xl font-bold tracking-tight">
          {t('documents.title')}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-secondary-foreground">{t('documents.intro')}</p>
        <ul
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          data-testid="compliance-documents"
        >
          {documents.length > 0
            ? documents.map((document) => <DocumentCard key={document.id} document={document} />)
            : placeholderDocuments.map((id) => <PlaceholderDocumentCard key={id} id={id} />)}
        </ul>
      </div>
    </section>
  )
}
