import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'

interface Version {
  id: string
  createdAt: string
  changes: Array<{ key: string; before: string | null; after: string | null }>
}

/** Every publish, newest first: what each key was and became, and a restore. */
export function CopyVersions({ versions, csrfToken }: { versions: Version[]; csrfToken: string }) {
  const { t } = useTranslation()
  const shown = (value: string | null) => value ?? `(${t('admin.siteCopy.defaultValue')})`
  return (
    <section aria-labelledby="copy-versions" className="space-y-3">
      <h2 id="copy-versions" className="text-lg font-semibold">
        {t('admin.siteCopy.versions')}
      </h2>
      {versions.length === 0 ? <p>{t('admin.siteCopy.versionsEmpty')}</p> : null}
      <ol className="space-y-3">
        {versions.map((version) => (
          <li key={version.id} className="space-y-2 rounded-lg border p-3 text-sm" data-version>
            <p className="font-medium">{version.createdAt} UTC</p>
            <ul className="space-y-1">
              {version.changes.map((change) => (
                <li key={change.key} className="break-words">
                  <code>{change.key}</code>: <del>{shown(change.before)}</del> →{' '}
                  <ins>{shown(change.after)}</ins>
                </li>
              ))}
            </ul>
            <Form method="post">
              <input type="hidden" name="csrf" value={csrfToken} />
              <input type="hidden" name="version" value={version.id} />
              <Button type="submit" name="intent" value="restore" size="sm" variant="outline">
                {t('admin.siteCopy.restore')}
              </Button>
            </Form>
          </li>
        ))}
      </ol>
    </section>
  )
}
