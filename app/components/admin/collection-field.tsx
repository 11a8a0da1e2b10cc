import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from '@conform-to/react'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ImagePreview } from '~/components/admin/image-preview'
import { LibrarySelect } from '~/components/admin/library-select'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import type { FormField } from '~/content/collection'

type Meta = FieldMetadata<unknown>
interface ControlProps {
  field: FormField
  meta: Meta
  describedBy: string | undefined
}

/** Each kind of collection field, as the control that edits it. */
const controls: Record<FormField['kind'], (props: ControlProps) => ReactNode> = {
  text: ({ meta, describedBy }) => (
    <Input {...getInputProps(meta, { type: 'text' })} aria-describedby={describedBy} />
  ),
  number: ({ meta, describedBy }) => (
    <Input {...getInputProps(meta, { type: 'number' })} aria-describedby={describedBy} />
  ),
  textarea: ({ meta, describedBy }) => (
    <Textarea {...getTextareaProps(meta)} rows={4} aria-describedby={describedBy} />
  ),
  select: ({ field, meta, describedBy }) => (
    <NativeSelect {...getSelectProps(meta)} aria-describedby={describedBy}>
      <OptionLabels
        field={field}
        render={(value, label) => <option value={value}>{label}</option>}
      />
    </NativeSelect>
  ),
  radio: ({ field, meta }) => (
    <div
      role="radiogroup"
      aria-labelledby={`${meta.id}-label`}
      className="grid gap-2 sm:grid-cols-2"
    >
      <OptionLabels
        field={field}
        render={(value, label) => (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={meta.name}
              value={value}
              defaultChecked={(meta.initialValue ?? field.options!.values[0]) === value}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        )}
      />
    </div>
  ),
}

function OptionLabels({
  field,
  render,
}: {
  field: FormField
  render: (value: string, label: string) => ReactNode
}) {
  const { t } = useTranslation()
  return field.options?.values.map((value) => (
    <Fragment key={value}>{render(value, t(`${field.options!.labels}.${value}`))}</Fragment>
  ))
}

/** One field of a collection's form: its label, control, hint, upload, preview and error. */
export function CollectionField({
  field,
  meta,
  fallback,
  choices,
}: {
  field: FormField
  meta: Meta
  /** The value of the field whose image stands in while this one is blank. */
  fallback?: unknown
  /** For a field filled from the media library: the library's files it may name. */
  choices?: Array<{ name: string; url: string }>
}) {
  const { t } = useTranslation()
  const describedBy = field.hint ? `${meta.id}-hint` : undefined
  const Control = controls[field.kind]
  return (
    <Field>
      <FieldLabel id={`${meta.id}-label`} htmlFor={field.kind === 'radio' ? undefined : meta.id}>
        {t(field.label)}
      </FieldLabel>
      {field.library ? (
        <LibrarySelect meta={meta} choices={choices ?? []} describedBy={describedBy} />
      ) : (
        <Control field={field} meta={meta} describedBy={describedBy} />
      )}
      {field.hint ? (
        <p id={describedBy} className="text-sm text-muted-foreground">
          {t(field.hint)}
        </p>
      ) : null}
      {field.upload ? (
        <div className="grid gap-1">
          <label htmlFor={`${meta.id}-file`} className="text-sm text-muted-foreground">
            {t('admin.common.uploadLabel')}
          </label>
          <input
            id={`${meta.id}-file`}
            name={`${field.name}File`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
          />
        </div>
      ) : null}
      {field.preview ? <ImagePreview src={meta.value || fallback} /> : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </Field>
  )
}
