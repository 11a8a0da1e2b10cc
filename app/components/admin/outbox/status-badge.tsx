import { useTranslation } from 'react-i18next'
import type { ShownStatus } from '~/mail/outbox-admin.server'
import { cn } from '~/utils/cn'

const styles: Record<ShownStatus, { key: string; className: string }> = {
  pending: { key: 'pending', className: 'bg-muted text-foreground' },
  sent: { key: 'sent', className: 'bg-green-100 text-green-900' },
  failed: { key: 'failed', className: 'bg-red-100 text-red-900' },
  'unsent-no-smtp': { key: 'unsentNoSmtp', className: 'bg-amber-100 text-amber-900' },
  erased: { key: 'erased', className: 'bg-muted text-foreground' },
}

export function StatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation()
  const style = styles[status]
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        style.className,
      )}
    >
      {t(`admin.outbox.status.${style.key}`)}
    </span>
  )
}
