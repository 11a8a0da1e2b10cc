import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { CollectionField } from '~/components/admin/collection-field'
import { FormActions, FormPageHeader, VersionedFormHead } from '~/components/admin/form-page'
import { PublishingFields } from '~/components/admin/publishing-fields'
import { UnsavedChanges } from '~/components/admin/unsaved-changes'
import { contentType } from '~/content/registry'
import type { StaleSave } from '~/content/stale-save'
import { i18n } from '~/i18n'
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
      <FormPageHeader
        list={list}
        backLabel={t(`${definition.words}.back`)}
        title={t(`${definition.words}.${editing ? 'editTitle' : 'newTitle'}`)}
        item={editing ? { slug: definition.slug, id: String(loaderData.item!.id) } : undefined}
      />
      <UnsavedChanges formId={form.id} />
      <Form
        method="post"
        encType={
          definition.fields.some((field) => field.upload) ? 'multipart/form-data' : undefined
        }
        {...getFormProps(form)}
        className="grid gap-5"
      >
        <VersionedFormHead version={loaderData.version} stale={stale} errors={form.errors} />
        {definition.fields.map((field) => (
          <CollectionField
            key={field.name}
            field={field}
            meta={fields[field.name]!}
            fallback={field.previewFallback ? fields[field.previewFallback]?.value : undefined}
            choices={loaderData.choices?.[field.name]}
          />
        ))}
        <PublishingFields fields={fields as never} />
        <FormActions
          list={list}
          submitLabel={t(`${definition.words}.${editing ? 'update' : 'create'}`)}
        />
      </Form>
    </div>
  )
}
