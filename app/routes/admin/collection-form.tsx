import { useCsrfToken } from '~/admin/use-csrf-token'
import { UnsavedChanges } from '~/components/admin/unsaved-changes'
import { StaleSavePanel } from '~/components/admin/stale-save-panel'
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { ItemLinks } from '~/components/admin/item-links'
import { Button } from '~/components/ui/button'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { FormErrors } from '~/components/ui/input-field'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { ImagePreview } from '~/components/admin/image-preview'
import { LibrarySelect } from '~/components/admin/library-select'
import { PublishingFields } from '~/components/admin/publishing-fields'
import { contentType } from '~/content/registry'
import type { StaleSave } from '~/content/stale-save'
import { i18n } from '~/i18n'
import { keepFocusOnPress } from '~/utils/keep-focus'
import type { Route } from './+types/collection-form'

export { formAction as action, formLoader as loader } from '~/content/collection-actions.server'

export function meta({ loaderData }: Route.MetaArgs) {
  const words = contentType(loaderData?.slug)?.words
  const page = loaderData?.item ? 'editTitle' : 'newTitle'
  return [{ title: `${i18n.t(`${words}.${page}`)} | ${i18n.t('admin.meta.title')}` }]
}

export default function CollectionForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const definition = contentType(loaderData.slug)!
  const csrfToken = useCsrfToken()
  const navigation = useNavigation()
  const editing = Boolean(loaderData.item)
  const [form, fields] = useForm({
    id: `${definition.slug}-form`,
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(definition.schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: definition.schema }),
    defaultValue: loaderData.item as Record<string, string> | null,
  })
  const list = `/admin/${definition.slug}`
  const stale = (actionData as { stale?: StaleSave | null } | undefined)?.stale ?? undefined

  return (
    <div className="max-w-2xl space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to={list}>
          <ArrowLeft aria-hidden="true" />
          {t(`${definition.words}.back`)}
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold">
        {t(`${definition.words}.${editing ? 'editTitle' : 'newTitle'}`)}
      </h1>
      {editing ? <ItemLinks slug={definition.slug} id={String(loaderData.item!.id)} /> : null}
      <UnsavedChanges formId={form.id} />
      <Form
        method="post"
        encType={
          definition.fields.some((field) => field.upload) ? 'multipart/form-data' : undefined
        }
        {...getFormProps(form)}
        className="grid gap-5"
      >
        <input type="hidden" name="csrf" value={csrfToken} />
        {/* The version this form was opened at: a save over a newer one is refused. */}
        {loaderData.version ? (
          <input type="hidden" name="ifMatch" value={stale?.version ?? loaderData.version} />
        ) : null}
        {stale ? <StaleSavePanel stale={stale} /> : <FormErrors errors={form.errors} />}
        {definition.fields.map((field) => {
          const meta = fields[field.name]!
          const describedBy = field.hint ? `${meta.id}-hint` : undefined
          return (
            <Field key={field.name}>
              <FieldLabel
                id={`${meta.id}-label`}
                htmlFor={field.kind === 'radio' ? undefined : meta.id}
              >
                {t(field.label)}
              </FieldLabel>
              {field.kind === 'textarea' ? (
                <Textarea {...getTextareaProps(meta)} rows={4} aria-describedby={describedBy} />
              ) : field.kind === 'radio' ? (
                <div
                  role="radiogroup"
                  aria-labelledby={`${meta.id}-label`}
                  className="grid gap-2 sm:grid-cols-2"
                >
                  {field.options?.values.map((value) => (
                    <label key={value} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={meta.name}
                        value={value}
                        defaultChecked={(meta.initialValue ?? field.options!.values[0]) === value}
                        className="size-4 accent-primary"
                      />
                      {t(`${field.options!.labels}.${value}`)}
                    </label>
                  ))}
                </div>
              ) : field.library ? (
                <LibrarySelect
                  meta={meta}
                  choices={loaderData.choices?.[field.name] ?? []}
                  describedBy={describedBy}
                />
              ) : field.kind === 'select' ? (
                <NativeSelect {...getSelectProps(meta)} aria-describedby={describedBy}>
                  {field.options?.values.map((value) => (
                    <option key={value} value={value}>
                      {t(`${field.options!.labels}.${value}`)}
                    </option>
                  ))}
                </NativeSelect>
              ) : (
                <Input
                  {...getInputProps(meta, { type: field.kind === 'number' ? 'number' : 'text' })}
                  aria-describedby={describedBy}
                />
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
              {field.preview ? (
                <ImagePreview
                  src={
                    meta.value ||
                    (field.previewFallback ? fields[field.previewFallback]?.value : undefined)
                  }
                />
              ) : null}
              <FieldError id={meta.errorId} errors={meta.errors} />
            </Field>
          )
        })}
        <PublishingFields fields={fields as never} />
        <div className="flex gap-3">
          <Button type="submit" disabled={navigation.state === 'submitting'} {...keepFocusOnPress}>
            {t(`${definition.words}.${editing ? 'update' : 'create'}`)}
          </Button>
          <Button asChild variant="outline">
            <Link to={list}>{t('admin.common.cancel')}</Link>
          </Button>
        </div>
      </Form>
    </div>
  )
}
