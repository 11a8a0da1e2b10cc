import { Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'

/** Sends the request form's notification to the info mailbox, from the hidden test-e-mail form. */
export function TestEmailButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation()
  return (
    <Button type="submit" form="test-email-form" variant="outline" size="sm" disabled={busy}>
      <Mail aria-hidden="true" />
      {t('admin.resources.testEmail.button')}
    </Button>
  )
}
