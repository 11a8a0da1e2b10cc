import { useTranslation } from 'react-i18next'
import { Form, useRouteLoaderData } from 'react-router'
import { Button } from '~/components/ui/button'
import type { LanguageCard as Card } from '~/i18n-admin/translations.server'
import { cn } from '~/utils/cn'
import { DownloadLink } from './download-link'
import { Flag } from './flag'

/** back-office §2: one language with its flag, name, state and JSON downloads. */
export function LanguageCard({ card }: { card: Card }) {
  const { t } = useTranslation()
  const name = t(`admin.translations.languages.${card.language}`)
  const csrfToken =
    useRouteLoaderData<{ csrfToken: string }>('routes/admin/layout')?.csrfToken ?? ''
  return (
    <li className="flex flex-col gap-4 rounded-lg border bg-background p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <Flag language={card.language} />
        <h3 className="text-lg font-semibold">
          {name}{' '}
          <span className="font-mono text-sm font-normal text-muted-foreground">
            {card.language}
          </span>
        </h3>
        <span
          className={cn(
            'ml-auto rounded-full px-2.5 py-0.5 text-xs font-medium',
            card.active ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
          )}
        >
          {t(card.active ? 'admin.translations.active' : 'admin.translations.disabled')}
        </span>
      </div>
      <p className="text-sm text-muted-foreground" data-testid={`missing-${card.language}`}>
        {card.language === 'en'
          ? t('admin.translations.reference')
          : t('admin.translations.missing', { count: card.missing })}
      </p>
      {card.language === 'en' ? null : (
        <Form method="post">
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="language" value={card.language} />
          <input type="hidden" name="active" value={String(!card.active)} />
          <Button type="submit" size="sm" variant={card.active ? 'outline' : 'default'}>
            {t(card.active ? 'admin.translations.switchOff' : 'admin.translations.switchOn')}
            <span className="sr-only"> {name}</span>
          </Button>
        </Form>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {card.files.map((file) => (
          <DownloadLink
            key={file.fileName}
            href={`/admin/translations/${file.fileName}`}
            fileName={file.fileName}
            label={t(`admin.translations.files.${file.namespace}`)}
            languageName={name}
          />
        ))}
      </div>
    </li>
  )
}
