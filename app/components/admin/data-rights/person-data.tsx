import { Download, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { AdminTime } from '~/components/admin/admin-time'

export interface FoundData {
  email: string
  subscriptions: Array<{ source: string; createdAt: string }>
  contacts: Array<{ requestType: string; message: string; createdAt: string }>
  emails: Array<{ kind: string; subject: string; status: string; createdAt: string }>
}

/** What is stored about one address, with its export and its erasure. */
export function PersonData({ found, csrfToken }: { found: FoundData; csrfToken: string }) {
  const { t } = useTranslation()
  const total = found.subscriptions.length + found.contacts.length + found.emails.length
  const hidden = (
    <>
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="email" value={found.email} />
    </>
  )
  return (
    <section aria-labelledby="found-heading" className="space-y-4 rounded-lg border p-4">
      <h3 id="found-heading" className="font-semibold">
        {t('admin.dataRights.found.title', { email: found.email })}
      </h3>
      <p role="status">
        {t('admin.dataRights.found.summary', {
          subscriptions: found.subscriptions.length,
          contacts: found.contacts.length,
          emails: found.emails.length,
        })}
      </p>
      {found.contacts.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {found.contacts.map((row) => (
            <li key={row.createdAt + row.message}>
              <AdminTime value={row.createdAt} />, {row.requestType}: {row.message}
            </li>
          ))}
        </ul>
      ) : null}
      {total > 0 ? (
        <div className="flex flex-wrap items-end gap-4">
          {/* A native submit to a resource route: the JSON comes back as a download. */}
          <Form method="post" action="/admin/data-rights/export" reloadDocument>
            {hidden}
            <Button type="submit" name="intent" value="export" variant="outline">
              <Download aria-hidden="true" />
              {t('admin.dataRights.export')}
            </Button>
          </Form>
          <Form method="post" className="flex flex-wrap items-center gap-3">
            {hidden}
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="confirm" value="yes" required className="size-4" />
              {t('admin.dataRights.erase.confirm', { email: found.email })}
            </label>
            <Button type="submit" name="intent" value="erase" variant="destructive">
              <Trash2 aria-hidden="true" />
              {t('admin.dataRights.erase.button')}
            </Button>
          </Form>
        </div>
      ) : null}
    </section>
  )
}
