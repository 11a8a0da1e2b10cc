import { useTranslation } from 'react-i18next'

/** The mail kinds the site queues; another kind shows as stored. */
const kinds: Record<string, string> = {
  'contact-notification': 'contactNotification',
  'resource-test': 'resourceTest',
}

export function KindLabel({ kind }: { kind: string }) {
  const { t } = useTranslation()
  const key = kinds[kind]
  return <>{key ? t(`admin.outbox.kinds.${key}`) : kind}</>
}
