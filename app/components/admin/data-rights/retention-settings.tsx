import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
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
  csrfToken,
  error,
  report,
}: {
  months: number
  csrfToken: string
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
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="csrf" value={csrfToken} />
        <div className="grid gap-1.5">
          <label htmlFor="retention-months" className="text-sm font-medium">
            {t('admin.dataRights.retention.months')}
          </label>
          <Input
            fieldWidth="xs"
            id="retention-months"
            name="months"
            type="number"
            min={1}
            max={120}
            required
            defaultValue={months}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'retention-error' : undefined}
          />
        </div>
        <Button type="submit" name="intent" value="retention">
          {t('admin.dataRights.retention.save')}
        </Button>
        <Button type="submit" name="intent" value="dry-run" variant="outline" formNoValidate>
          {t('admin.dataRights.retention.dryRun')}
        </Button>
        <Button type="submit" name="intent" value="purge" variant="destructive" formNoValidate>
          {t('admin.dataRights.retention.purge')}
        </Button>
      </Form>
      {error ? (
        <p id="retention-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
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
