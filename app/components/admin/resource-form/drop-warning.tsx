import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import type { ResourceType } from '~/db/schema'

/**
 * A save that would empty stored fields the new type does not keep: names them
 * and saves only when confirmed (the button sends exactly these fields back).
 */
export function DropWarning({ fields, type }: { fields: string[]; type: ResourceType }) {
  const { t } = useTranslation()
  const names = fields.map((field) => t(`admin.resources.fields.${field}`)).join(', ')
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-md border border-destructive p-4"
    >
      <p className="font-semibold">{t('admin.resources.drop.title')}</p>
      <p className="text-sm">
        {t('admin.resources.drop.body', { type: t(`resources.types.${type}`), fields: names })}{' '}
        {t('admin.resources.drop.keep')}
      </p>
      <Button type="submit" name="confirmDrop" value={fields.join(',')} variant="destructive">
        {t('admin.resources.drop.confirm')}
      </Button>
    </div>
  )
}
