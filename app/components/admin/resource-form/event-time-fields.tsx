import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native-select'
import { timeZoneOptions } from '~/content/lifecycle'

type Meta = FieldMetadata<string | undefined>

const commonZones = new Map<string, string>(timeZoneOptions)

/**
 * An event's start time on the 24-hour clock (a text field: a time picker
 * follows the browser's locale, 12-hour in English) and its time zone: the
 * spec's nine first, by name and label, then every other zone the server knows.
 */
export function EventTimeFields({
  startTime,
  timeZone,
  timeZones,
}: {
  startTime: Meta
  timeZone: Meta
  timeZones: readonly string[]
}) {
  const { t } = useTranslation()
  const label = (key: string) => t(`admin.resources.fields.${key}`)
  const hintId = `${startTime.id}-hint`
  // A zone stored before the server's list changed still shows, and stays chosen.
  const current = String(timeZone.initialValue ?? '')
  const others = [...timeZones, ...(current && !timeZones.includes(current) ? [current] : [])]
  return (
    <>
      <Field>
        <FieldLabel htmlFor={startTime.id}>{label('startTime')}</FieldLabel>
        <Input
          {...getInputProps(startTime, { type: 'text' })}
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:MM"
          fieldWidth="xs"
          aria-describedby={startTime.errors ? `${hintId} ${startTime.errorId}` : hintId}
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          {label('startTimeHint')}
        </p>
        <FieldError id={startTime.errorId} errors={startTime.errors} />
      </Field>
      {/* Top-aligned beside the start time, which is taller by its hint. */}
      <Field className="content-start">
        <FieldLabel htmlFor={timeZone.id}>{label('timeZone')}</FieldLabel>
        <NativeSelect {...getSelectProps(timeZone)}>
          <optgroup label={label('timeZoneCommon')}>
            {timeZoneOptions.map(([zone, name]) => (
              <option key={zone} value={zone}>
                {zone === name ? zone : `${zone} (${name})`}
              </option>
            ))}
          </optgroup>
          <optgroup label={label('timeZoneAll')}>
            {others
              .filter((zone) => !commonZones.has(zone))
              .map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
          </optgroup>
        </NativeSelect>
        <FieldError id={timeZone.errorId} errors={timeZone.errors} />
      </Field>
    </>
  )
}
