import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigation } from 'react-router'
import type { ActionToast } from '~/admin/use-action-toast'
import { useCsrfToken } from '~/admin/use-csrf-token'
import { ItemLinks } from '~/components/admin/item-links'
import { StaleSavePanel } from '~/components/admin/stale-save-panel'
import { Button } from '~/components/ui/button'
import { FormErrors } from '~/components/ui/input-field'
import type { StaleSave } from '~/content/stale-save'
import { keepFocusOnPress } from '~/utils/keep-focus'
import { useHydrated } from '~/utils/use-hydrated'

/** An edit page's top: back to the list, the title, and (once saved) the item's history and previews. */
export function FormPageHeader(props: {
  list: string
  backLabel: string
  title: string
  item?: { slug: string; id: string }
}) {
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to={props.list}>
          <ArrowLeft aria-hidden="true" />
          {props.backLabel}
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold">{props.title}</h1>
      {props.item ? <ItemLinks slug={props.item.slug} id={props.item.id} /> : null}
    </>
  )
}

/**
 * The first things inside an edit form: the session's CSRF token, the version
 * the form was opened at (a save over a newer one is refused), and then either
 * that refusal with the other version or the form's own errors.
 */
export function VersionedFormHead({
  version,
  stale,
  errors,
}: {
  version: string | null | undefined
  stale: StaleSave | undefined
  errors: string[] | undefined
}) {
  const csrfToken = useCsrfToken()
  return (
    <>
      <input type="hidden" name="csrf" value={csrfToken} />
      {version ? <input type="hidden" name="ifMatch" value={stale?.version ?? version} /> : null}
      {stale ? <StaleSavePanel stale={stale} /> : <FormErrors errors={errors} />}
    </>
  )
}

/** An edit form's Save and Cancel. */
export function FormActions({ submitLabel, list }: { submitLabel: string; list: string }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  return (
    <div className="flex gap-3">
      <Button type="submit" disabled={navigation.state === 'submitting'} {...keepFocusOnPress}>
        {submitLabel}
      </Button>
      <Button asChild variant="outline">
        <Link to={list}>{t('admin.common.cancel')}</Link>
      </Button>
    </div>
  )
}

/** Without JavaScript no toast can show: the action's answer stands on the page instead. */
export function ToastWithoutScript({ toast }: { toast: ActionToast | undefined }) {
  const hydrated = useHydrated()
  if (hydrated || !toast) return null
  return (
    <p role="status" className="rounded-md border p-3 text-sm">
      <strong>{toast.title}</strong> {toast.description}
    </p>
  )
}
