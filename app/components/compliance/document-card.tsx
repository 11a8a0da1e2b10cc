import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import type { ComplianceDocument } from '~/compliance/documents.server'
import { DocumentCta } from './document-cta'

/** One compliance document from the database: its detail page at its stored link, and its call to action. */
export function DocumentCard({ document }: { document: ComplianceDocument }) {
  const { t } = useTranslation('compliance')
  return (
    <li className="flex flex-col rounded-lg border bg-background p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <FileText className="size-8 text-brand-teal" aria-hidden="true" />
        {document.featured ? (
          <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
            {t('documents.featured')}
          </span>
        ) : null}
      </div>
      <h3 className="mt-4 text-lg font-semibold">{document.title}</h3>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">{document.description}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <DocumentCta document={document} />
        <Link
          to={document.link}
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        >
          {t('documents.details')}
          <span className="sr-only">: {document.title}</span>
        </Link>
      </div>
    </li>
  )
}
