import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { Button } from '~/components/ui/button'
import type { ComplianceDocument } from '~/compliance/documents.server'

/**
 * A compliance document's call to action by its ctaType (back-office §2, §3):
 * download its PDF, open its external link in a new tab, request it from the
 * security team, or contact us. Without the file or URL it needs, it leads to
 * the document's own page.
 */
export function DocumentCta({ document }: { document: ComplianceDocument }) {
  const { t } = useTranslation('compliance')
  const text = document.ctaText || t('documents.defaultCta')
  if (document.ctaType === 'request' || document.ctaType === 'contact')
    return (
      <Button asChild>
        <Link to={document.ctaType === 'request' ? '/contact?department=security' : '/contact'}>
          {text}
          <span className="sr-only">: {document.title}</span>
        </Link>
      </Button>
    )
  if (document.ctaType === 'link' && document.externalUrl)
    return (
      <Button asChild>
        <a href={document.externalUrl} target="_blank" rel="noopener noreferrer">
          {text}
          <span className="sr-only">
            : {document.title} {t('documents.opensInNewTab')}
          </span>
        </a>
      </Button>
    )
  if (document.pdfUrl && document.ctaType !== 'link')
    return (
      <Button asChild>
        <a href={document.pdfUrl} download>
          {text}
          <span className="sr-only">: {document.title}</span>
        </a>
      </Button>
    )
  return (
    <Button asChild>
      <Link to={document.link}>
        {text}
        <span className="sr-only">: {document.title}</span>
      </Link>
    </Button>
  )
}
