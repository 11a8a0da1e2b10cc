import {
  Book,
  Calendar,
  FileText,
  Newspaper,
  ShieldCheck,
  Video,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ResourceType } from '~/db/schema'

const icons: Record<ResourceType, LucideIcon> = {
  'case-study': FileText,
  'white-paper': Book,
  webinar: Video,
  event: Calendar,
  'press-release': Newspaper,
  'news-article': Newspaper,
  'compliance-doc': ShieldCheck,
}

/** A resource type as the list shows it: its icon and its label (back-office §2). */
export function ResourceTypeLabel({ type }: { type: ResourceType }) {
  const { t } = useTranslation()
  const Icon = icons[type] ?? FileText
  return (
    // On a phone the label may wrap: the list's first column stays narrow.
    <span className="inline-flex items-center gap-2 sm:whitespace-nowrap">
      <Icon className="size-4 text-primary" aria-hidden="true" />
      {t(`resources.types.${type}`)}
    </span>
  )
}
