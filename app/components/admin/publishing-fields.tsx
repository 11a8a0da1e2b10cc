import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native-select'
import { timeZoneOptions } from '~/content/lifecycle'
import { contentStatuses } from '~/db/schema'
import { useHydrated } from '~/utils/use-hydrated'

type Meta = FieldMetadata<string | undefined>

/**
 * Publishing, in every content type's form (decision 061): published at once
 * (the default), kept as a draft, or scheduled for a time given in a chosen
 * time zone. Without JavaScript the time fields always show.
 */
export function PublishingFields({
  fields,
}: {
  fields: { status: Meta; publishAt: Meta; publishTimeZone: Meta }
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [status, setStatus] = useState(String(fields.status.initialValue ?? 'published'))
  const legendId = `${fields.status.id}-legend`
  return (
    <fieldset className="@container grid gap-4 rounded-md border p-4" aria-labelledby={legendId}>
      <legend id={legendId} className="px-1 text-sm font-semibold">
        {t('admin.lifecycle.title')}
      </legend>
      <div role="radiogroup" aria-labelledby={legendId} className="grid gap-2 @md:grid-cols-3">
        {contentStatuses.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={fields.status.name}
              value={value}
              defaultChecked={status === value}
              onChange={() => setStatus(value)}
              className="size-4 accent-primary"
            />
            {t(`admin.lifecycle.choices.${value}`)}
          </label>
        ))}
      </div>
      <FieldError id={fields.status.errorId} errors={fields.status.errors} />
      <div className="grid gap-4 @md:grid-cols-2" hidden={hydrated && status !== 'scheduled'}>
        <Field>
          <FieldLabel htmlFor={fields.publishAt.id}>{t('admin.lifecycle.publishAt')}</FieldLabel>
          <Input
            {...getInputProps(fields.publishAt, { type: 'datetime-local' })}
            aria-describedby={`${fields.publishAt.id}-hint`}
          />
          <p id={`${fields.publishAt.id}-hint`} className="text-sm text-muted-foreground">
            {t('admin.lifecycle.publishAtHint')}
          </p>
          <FieldError id={fields.publishAt.errorId} errors={fields.publishAt.errors} />
        </Field>
        <Field>
          <FieldLabel htmlFor={fields.publishTimeZone.id}>
            {t('admin.lifecycle.timeZone')}
          </FieldLabel>
          <NativeSelect {...getSelectProps(fields.publishTimeZone)}>
            {timeZoneOptions.map(([zone, name]) => (
              <option key={zone} value={zone}>
                {name} ({zone})
              </option>
            ))}
          </NativeSelect>
          <FieldError id={fields.publishTimeZone.errorId} errors={fields.publishTimeZone.errors} />
        </Field>
      </div>
    </fieldset>
  )
}
