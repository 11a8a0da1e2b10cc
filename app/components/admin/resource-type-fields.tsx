import { getSelectProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { InputField } from '~/components/ui/input-field'
import { NativeSelect } from '~/components/ui/native-select'
import { EventTimeFields } from '~/components/admin/resource-form/event-time-fields'
import { RichTextField } from '~/components/admin/rich-text-field'
import { ctaTypes } from '~/db/schema'

type Meta = FieldMetadata<string | undefined>
export type ResourceFieldMetas = Record<
  | 'content'
  | 'externalUrl'
  | 'startDate'
  | 'endDate'
  | 'startTime'
  | 'timeZone'
  | 'duration'
  | 'location'
  | 'ctaType'
  | 'ctaText',
  Meta
>

/** Events describe themselves; white papers and webinars may go without content. */
const contentLabels: Record<string, string> = {
  event: 'eventDescription',
  'white-paper': 'contentOptional',
  webinar: 'contentOptional',
}

/**
 * The content fields that depend on the resource type (back-office §2, §3);
 * the cover, video and PDF sit in the side panel (resource-form/side-panel.tsx). `shown`
 * says which to render: after hydration only the chosen type's, without
 * JavaScript all of them (the server keeps only the relevant ones).
 */
export function ResourceTypeFields({
  fields,
  shown,
  type,
  timeZones,
  testEmailButton,
  onCtaTypeChange,
}: {
  fields: ResourceFieldMetas
  shown: (field: string) => boolean
  type: string
  /** Every time zone an event may be in (the server's list). */
  timeZones: readonly string[]
  testEmailButton: React.ReactNode
  onCtaTypeChange: (ctaType: string) => void
}) {
  const { t } = useTranslation()
  const label = (key: string) => t(`admin.resources.fields.${key}`)
  return (
    <>
      {shown('content') ? (
        <Field>
          <FieldLabel id={`${fields.content.id}-label`} htmlFor={fields.content.id}>
            {label(contentLabels[type] ?? 'content')}
          </FieldLabel>
          <RichTextField
            id={fields.content.id}
            name={fields.content.name}
            labelId={`${fields.content.id}-label`}
            describedBy={fields.content.errors ? fields.content.errorId : undefined}
            defaultValue={String(fields.content.initialValue ?? '')}
            invalid={Boolean(fields.content.errors)}
          />
          <FieldError id={fields.content.errorId} errors={fields.content.errors} />
        </Field>
      ) : null}
      {shown('startDate') ? (
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{label('eventDetails')}</legend>
          <InputField meta={fields.startDate} label={label('startDate')} type="date" />
          <InputField meta={fields.endDate} label={label('endDate')} type="date" />
          <EventTimeFields
            startTime={fields.startTime}
            timeZone={fields.timeZone}
            timeZones={timeZones}
          />
          <InputField meta={fields.duration} label={label('duration')} />
          <InputField meta={fields.location} label={label('location')} />
        </fieldset>
      ) : null}
      {shown('ctaType') ? (
        <fieldset className="grid gap-5">
          <legend className="mb-2 text-sm font-semibold">{label('callToAction')}</legend>
          <Field>
            <FieldLabel htmlFor={fields.ctaType.id}>{label('ctaType')}</FieldLabel>
            <NativeSelect
              {...getSelectProps(fields.ctaType)}
              onChange={(event) => onCtaTypeChange(event.currentTarget.value)}
            >
              {ctaTypes.map((cta) => (
                <option key={cta} value={cta}>
                  {t(`admin.resources.ctaTypes.${cta}`)}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={fields.ctaType.errorId} errors={fields.ctaType.errors} />
          </Field>
          <InputField meta={fields.ctaText} label={label('ctaText')} />
          {shown('requestNote') ? (
            <div className="grid justify-items-start gap-2 rounded-md border p-4">
              <p className="text-sm text-muted-foreground">{label('requestNote')}</p>
              {testEmailButton}
            </div>
          ) : null}
          {shown('externalUrl') ? (
            <InputField meta={fields.externalUrl} label={label('externalUrl')} />
          ) : null}
        </fieldset>
      ) : null}
    </>
  )
}
