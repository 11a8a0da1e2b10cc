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
export type ResourceBasicFieldMetas = Record<
  'title' | 'description' | 'type' | 'categoryId' | 'link',
  Meta
>

/** The resource form's first fields: title, description, type, category, and (when editing) its link. */
export function ResourceBasicFields({
  fields,
  type,
  onTypeChange,
  categories,
  editing,
}: {
  fields: ResourceBasicFieldMetas
  type: ResourceType
  onTypeChange: (type: ResourceType) => void
  categories: { id: string; title: string }[]
  editing: boolean
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
      <div className="grid gap-5 sm:grid-cols-2">
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
        <Field>
          <FieldLabel htmlFor={fields.categoryId.id}>
            {t('admin.resources.fields.category')}
          </FieldLabel>
          <NativeSelect {...getSelectProps(fields.categoryId)}>
            <option value="">
              {t(
                `admin.resources.fields.${type === 'compliance-doc' ? 'noCategory' : 'chooseCategory'}`,
              )}
            </option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={fields.categoryId.errorId} errors={fields.categoryId.errors} />
        </Field>
      </div>
      {/* Only when editing: a new resource gets its link by the rule (decision 065). */}
      {editing ? (
        <InputField
          meta={fields.link}
          label={t('admin.resources.fields.link')}
          aria-describedby={fields.link.errors ? `${fields.link.errorId} link-hint` : 'link-hint'}
          autoComplete="off"
          spellCheck={false}
        />
      ) : null}
      {editing ? (
        <p id="link-hint" className="-mt-3 text-sm text-muted-foreground">
          {t('admin.resources.fields.linkHint')}
        </p>
      ) : null}
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
