import { Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DocumentationLinks } from '~/components/admin/translations/documentation-links'
import { LanguageCard } from '~/components/admin/translations/language-card'
import { TranslationInstructions } from '~/components/admin/translations/translation-instructions'
import { i18n } from '~/i18n'
import type { Route } from './+types/translations'

export function meta() {
  return [{ title: `${i18n.t('admin.translations.title')} | ${i18n.t('admin.meta.title')}` }]
}

export { action, loader } from '~/languages/languages-page.server'

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">{t('admin.translations.title')}</h1>
      {loaderData.cards.filter((card) => card.active).length > 1 ? null : (
        <p className="flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {t('admin.translations.notice')}
        </p>
      )}
      <section aria-labelledby="translation-languages" className="space-y-4">
        <h2 id="translation-languages" className="text-xl font-semibold">
          {t('admin.translations.languagesTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {loaderData.cards.map((card) => (
            <LanguageCard key={card.language} card={card} />
          ))}
        </ul>
      </section>
      <TranslationInstructions />
      <DocumentationLinks />
    </div>
  )
}
