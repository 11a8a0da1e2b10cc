import { useCsrfToken } from '~/admin/use-csrf-token'
import { RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'

/** Makes a failed or unsent mail due now (POST with the session's CSRF token). */
export function RetryButton({ id, subject }: { id: string; subject: string }) {
  const { t } = useTranslation()
  const csrfToken = useCsrfToken()
  return (
    <Form method="post">
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm">
        <RotateCw aria-hidden="true" />
        {t('admin.outbox.retry')}
        <span className="sr-only">: {subject}</span>
      </Button>
    </Form>
  )
}
