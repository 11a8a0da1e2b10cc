import { getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { InputField } from '~/components/ui/input-field'
import { Textarea } from '~/components/ui/textarea'
import type { Language } from '~/languages/languages'

/** A labelled conform textarea with its error: an offer's description. */
export function OfferDescriptionField({
  meta,
  label,
  lang,
}: {
  meta: FieldMetadata<string | undefined>
  label: string
  lang?: Language
}) {
  return (
    <Field>
      <FieldLabel htmlFor={meta.id}>{label}</FieldLabel>
      <Textarea {...getTextareaProps(meta)} lang={lang} rows={2} />
      <FieldError id={meta.errorId} errors={meta.errors} />
    </Field>
  )
}

type OfferTexts = { title?: string; description?: string; ctaText?: string }

/**
 * The offer's texts in each active language but English, under the English ones
 * (decision 157): optional, all three or none; empty, the pages in that
 * language show the English texts.
 */
export function OfferTranslationFields({
  meta,
  languages,
}: {
  meta: FieldMetadata<Partial<Record<string, OfferTexts>> | undefined>
  languages: Language[]
}) {
  const { t } = useTranslation()
  const byLanguage = meta.getFieldset()
  return languages.map((language) => {
    const fields = (byLanguage[language] as FieldMetadata<OfferTexts | undefined>).getFieldset()
    const name = t(`admin.translations.languages.${language}`)
    const label = (field: keyof OfferTexts) =>
      t(`admin.regionalOffers.translation.${field}`, { language: name })
    return (
      <fieldset key={language} className="grid gap-3 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">
          {t('admin.regionalOffers.translation.legend', { language: name })}
        </legend>
        <p className="text-sm text-muted-foreground">
          {t('admin.regionalOffers.translation.help', { language: name })}
        </p>
        <InputField meta={fields.title} label={label('title')} lang={language} />
        <OfferDescriptionField
          meta={fields.description}
          label={label('description')}
          lang={language}
        />
        <InputField meta={fields.ctaText} label={label('ctaText')} lang={language} />
      </fieldset>
    )
  })
}
