import {
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
  type FormMetadata,
} from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { InputField } from '~/components/ui/input-field'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { resourceTypes, type ResourceType } from '~/db/schema'

type Meta = FieldMetadata<string | undefined>
export type ResourceBasicFieldMetas = Record<'title' | 'description' | 'type', Meta>

/** The resource form's first fields: title, description and type (the side panel holds the rest). */
export function ResourceBasicFields({
  fields,
  onTypeChange,
}: {
  fields: ResourceBasicFieldMetas
  onTypeChange: (type: ResourceType) => void
}) {
  const { t } = useTranslation()
  return (
    <>
      <InputField meta={fields.title} label={t('admin.resources.fields.title')} />
      <Field>
        <FieldLabel htmlFor={fields.description.id}>
          {t('admin.resources.fields.description')}
        </FieldLabel>
        <Textarea {...getTextareaProps(fields.description)} rows={3} />
        <FieldError id={fields.description.errorId} errors={fields.description.errors} />
      </Field>
      <div className="grid gap-5 sm:max-w-sm">
        <Field>
          <FieldLabel htmlFor={fields.type.id}>{t('admin.resources.fields.type')}</FieldLabel>
          <NativeSelect
            {...getSelectProps(fields.type)}
            onChange={(event) => onTypeChange(event.currentTarget.value as ResourceType)}
          >
            {resourceTypes.map((value) => (
              <option key={value} value={value}>
                {t(`resources.types.${value}`)}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={fields.type.errorId} errors={fields.type.errors} />
        </Field>
      </div>
    </>
  )
}

/** back-office §2: switching the type clears the validation errors (once its fields are shown). */
export function useFreshErrorsPerType(
  type: ResourceType,
  form: { update: FormMetadata['update'] },
) {
  const shownType = useRef(type)
  useEffect(() => {
    if (type === shownType.current) return
    shownType.current = type
    form.update({ validated: false })
  }, [type, form])
}
