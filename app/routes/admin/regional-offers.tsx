import { useCsrfToken } from '~/admin/use-csrf-token'
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { localizedPriceFields, regionalOfferSchema } from '~/admin/regional-offers'
import { withExtraLicence } from '~/pricing/list-prices'
import { Button } from '~/components/ui/button'
import {
  OfferDescriptionField,
  OfferTranslationFields,
} from '~/components/admin/regional-offers/offer-translation-fields'
import { FormErrors, InputField } from '~/components/ui/input-field'
import type { Language } from '~/languages/languages'
import { i18n } from '~/i18n'
import type { Route } from './+types/regional-offers'

export { action, loader } from '~/admin/regional-offers-page.server'

export function meta() {
  return [{ title: `${i18n.t('admin.regionalOffers.title')} | ${i18n.t('admin.meta.title')}` }]
}

export default function RegionalOffers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">{t('admin.regionalOffers.title')}</h1>
      <p className="max-w-2xl text-muted-foreground">{t('admin.regionalOffers.intro')}</p>
      <div className="grid gap-6 xl:grid-cols-2">
        {loaderData.regions.map(({ profile, offer }) => (
          <RegionForm
            key={profile.code}
            code={profile.code}
            name={profile.name}
            languages={loaderData.languages}
            defaults={{
              currency: profile.currency,
              regulatoryInfo: profile.regulatoryInfo,
              showLocalizedPricing: profile.showLocalizedPricing,
              title: offer?.title ?? '',
              description: offer?.description ?? '',
              ctaText: offer?.ctaText ?? '',
              ctaLink: offer?.ctaLink ?? '/contact?demo=true',
              translations: offer?.translations ?? {},
              active: offer?.active !== false,
              ...(profile.localizedPrices &&
                withExtraLicence(profile.localizedPrices, profile.currency)),
            }}
            lastResult={actionData?.code === profile.code ? actionData.result : undefined}
          />
        ))}
      </div>
    </div>
  )
}

function RegionForm({
  code,
  name,
  languages,
  defaults,
  lastResult,
}: {
  code: string
  name: string
  languages: Language[]
  defaults: Partial<z.input<typeof regionalOfferSchema>>
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const csrfToken = useCsrfToken()
  const [form, fields] = useForm<z.input<typeof regionalOfferSchema>>({
    id: `region-${code}`,
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    constraint: getZodConstraint(regionalOfferSchema),
    shouldValidate: 'onBlur',
    // Cleared while typing: an error vanishing on blur would move Save away from the click.
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: regionalOfferSchema }),
    defaultValue: defaults,
  })
  const text = (field: 'currency' | 'regulatoryInfo' | 'title' | 'ctaText' | 'ctaLink') => (
    <InputField meta={fields[field]} label={t(`admin.regionalOffers.fields.${field}`)} />
  )
  const checkbox = (field: 'showLocalizedPricing' | 'active') => (
    <div className="flex items-center gap-2">
      <input
        {...getInputProps(fields[field], { type: 'checkbox' })}
        className="size-4 accent-primary"
      />
      <label htmlFor={fields[field].id} className="text-sm">
        {t(`admin.regionalOffers.fields.${field}`)}
      </label>
    </div>
  )
  return (
    <section aria-labelledby={`${form.id}-heading`} className="rounded-lg border p-5">
      <h2 id={`${form.id}-heading`} className="mb-4 text-lg font-semibold">
        {name} <span className="text-sm font-normal text-muted-foreground">({code})</span>
      </h2>
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="code" value={code} />
        <FormErrors errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          {text('currency')}
          <div className="self-end pb-2">{checkbox('showLocalizedPricing')}</div>
        </div>
        <fieldset className="grid gap-3 rounded-md border p-4">
          <legend className="px-1 text-sm font-medium">
            {t('admin.regionalOffers.prices.legend', { currency: defaults.currency })}
          </legend>
          <p className="text-sm text-muted-foreground">{t('admin.regionalOffers.prices.help')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {localizedPriceFields.map((field) => (
              <InputField
                key={field}
                meta={fields[field]}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                label={t(`admin.regionalOffers.prices.${field}`)}
              />
            ))}
          </div>
        </fieldset>
        {text('regulatoryInfo')}
        {text('title')}
        <OfferDescriptionField
          meta={fields.description}
          label={t('admin.regionalOffers.fields.description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {text('ctaText')}
          {text('ctaLink')}
        </div>
        <OfferTranslationFields meta={fields.translations} languages={languages} />
        {checkbox('active')}
        <Button type="submit" className="justify-self-start">
          {t('admin.regionalOffers.save', { region: name })}
        </Button>
      </Form>
    </section>
  )
}
