import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { RetentionPeriodForm } from '~/components/admin/retention-period-form'
import { useAdminDateTime } from '~/components/admin/admin-time'

export interface PurgeReport {
  intent: string
  months: number
  cutoff: string
  people: number
  submissions: number
  notifications: number
  oldest: string | null
}

/** The retention period, the daily purge's dry run, and a purge now. */
export function RetentionSettings({
  months,
  error,
  report,
}: {
  months: number
  error?: string
  report?: PurgeReport
}) {
  const { t } = useTranslation()
  const dateTime = useAdminDateTime()
  return (
    <section aria-labelledby="retention-heading" className="space-y-4">
      <h2 id="retention-heading" className="text-lg font-semibold">
        {t('admin.dataRights.retention.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('admin.dataRights.retention.explain')}</p>
      <RetentionPeriodForm
        id="retention-months"
        name="months"
        label={t('admin.dataRights.retention.months')}
        value={months}
        max={120}
        errors={error ? [error] : undefined}
      >
        <Button type="submit" name="intent" value="retention">
          {t('admin.dataRights.retention.save')}
        </Button>
        <Button type="submit" name="intent" value="dry-run" variant="outline" formNoValidate>
          {t('admin.dataRights.retention.dryRun')}
        </Button>
        <Button type="submit" name="intent" value="purge" variant="destructive" formNoValidate>
          {t('admin.dataRights.retention.purge')}
        </Button>
      </RetentionPeriodForm>
      {report ? (
        <p role="status" className="rounded-md border p-3 text-sm">
          {t(
            report.intent === 'dry-run'
              ? 'admin.dataRights.retention.wouldDelete'
              : 'admin.dataRights.retention.deleted',
            {
              submissions: report.submissions,
              people: report.people,
              notifications: report.notifications,
              cutoff: dateTime(report.cutoff),
            },
          )}
          {report.oldest
            ? ` ${t('admin.dataRights.retention.oldest', { date: dateTime(report.oldest) })}`
            : ''}
        </p>
      ) : null}
    </section>
  )
}
