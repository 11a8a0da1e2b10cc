import { useCsrfToken } from '~/admin/use-csrf-token'
import { ArrowLeft, Link2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { useAdminDateTime } from '~/components/admin/admin-time'
import { CopyField } from '~/components/admin/copy-field'
import { Button } from '~/components/ui/button'
import { i18n } from '~/i18n'
import type { Route } from './+types/preview-links'

export { action, loader } from '~/content/preview-links-page.server'

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `${i18n.t('admin.previewLinks.title', { name: loaderData?.name ?? '' })} | ${i18n.t('admin.meta.title')}`,
    },
  ]
}

// The page may show a new link's address: no cache keeps a copy.
export const headers = () => ({ 'Cache-Control': 'no-store' })

/** An item's preview links: a new one, shown once, and the others with their state. */
export default function PreviewLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const when = useAdminDateTime()
  const navigation = useNavigation()
  const csrfToken = useCsrfToken()
  const { name, edit, links } = loaderData
  const created = (actionData as { created?: { url: string; expiresAt: string } } | undefined)
    ?.created
  return (
    <div className="max-w-3xl space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to={edit}>
          <ArrowLeft aria-hidden="true" />
          {t('admin.history.back')}
        </Link>
      </Button>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold break-words">
          {t('admin.previewLinks.title', { name })}
        </h1>
        <p className="text-muted-foreground">{t('admin.previewLinks.intro')}</p>
      </div>
      {created ? (
        <section
          aria-labelledby="new-link-heading"
          className="space-y-3 rounded-lg border border-primary p-5"
        >
          <h2 id="new-link-heading" className="font-semibold">
            {t('admin.previewLinks.createdHeading')}
          </h2>
          <CopyField label={t('admin.previewLinks.address')} value={created.url} />
          <p className="text-sm text-muted-foreground">
            {t('admin.previewLinks.createdNote', { date: when(created.expiresAt) })}
          </p>
        </section>
      ) : null}
      <Form method="post">
        <input type="hidden" name="csrf" value={csrfToken} />
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          <Link2 aria-hidden="true" />
          {t('admin.previewLinks.create')}
        </Button>
      </Form>
      {links.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {t('admin.previewLinks.empty')}
        </p>
      ) : (
        <ul className="space-y-3" aria-label={t('admin.previewLinks.listLabel')}>
          {links.map((link) => (
            <li
              key={link.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 text-sm"
            >
              <span>
                {t('admin.previewLinks.made', { date: when(link.createdAt) })} ·{' '}
                {t(`admin.previewLinks.state.${link.state}`, { date: when(link.expiresAt) })}
              </span>
              {link.state === 'active' ? (
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrfToken} />
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="linkId" value={link.id} />
                  <Button
                    type="submit"
                    variant="destructive"
                    size="sm"
                    aria-label={t('admin.previewLinks.revokeNamed', { date: when(link.createdAt) })}
                  >
                    {t('admin.previewLinks.revoke')}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
