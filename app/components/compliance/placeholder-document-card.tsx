import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { Button } from '~/components/ui/button'

export const placeholderDocuments = [
  'securityWhitepaper',
  'hipaaGuide',
  'soc2Report',
  'dpa',
] as const

/**
 * One of the four static documents shown when the database has none
 * (public-site §2 Compliance). There is no file behind it, so its button asks
 * the security team for it (docs/decisions/025).
 */
export function PlaceholderDocumentCard({ id }: { id: (typeof placeholderDocuments)[number] }) {
  const { t } = useTranslation('compliance')
  const title = t(`documents.placeholders.${id}.title`)
  return (
    <li
      data-placeholder="true"
      className="flex flex-col rounded-lg border bg-background p-6 shadow-sm"
    >
      <FileText className="size-8 text-brand-teal" aria-hidden="true" />
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">
        {t(`documents.placeholders.${id}.description`)}
      </p>
      <Button asChild variant="outline" className="mt-6 self-start">
        <Link to="/contact?department=security">
          {t(`documents.placeholders.${id}.cta`)}
          <span className="sr-only">: {title}</span>
        </Link>
      </Button>
    </li>
  )
}
