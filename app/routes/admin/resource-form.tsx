import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Form, useFetcher, useNavigation } from 'react-router'
import { useActionToast, type ActionToast } from '~/admin/use-action-toast'
import { useCsrfToken } from '~/admin/use-csrf-token'
import { withChosenUploads } from '~/admin/with-chosen-uploads'
import { FormPageHeader, ToastWithoutScript, VersionedFormHead } from '~/components/admin/form-page'
import {
  ResourceBasicFields,
  type ResourceBasicFieldMetas,
  useFreshErrorsPerType,
} from '~/components/admin/resource-form/basic-fields'
import { DropWarning } from '~/components/admin/resource-form/drop-warning'
import { EditorColumns, SaveBar } from '~/components/admin/resource-form/editor-layout'
import { TestEmailButton } from '~/components/admin/resource-form/test-email-button'
import {
  ResourceSidePanel,
  type ResourceSideFieldMetas,
} from '~/components/admin/resource-form/side-panel'
import {
  ResourceTypeFields,
  type ResourceFieldMetas,
} from '~/components/admin/resource-type-fields'
import { UnsavedChanges } from '~/components/admin/unsaved-changes'
import { resourceSchema, visibleResourceFields } from '~/content/resources'
import type { StaleSave } from '~/content/stale-save'
import type { ResourceType } from '~/db/schema'
import { i18n } from '~/i18n'
import { useHydrated } from '~/utils/use-hydrated'
import type { Route } from './+types/resource-form'

export { formAction as action, formLoader as loader } from '~/content/resource-manager.server'

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.item ? 'editTitle' : 'newTitle'
  return [{ title: `${i18n.t(`admin.resources.${page}`)} | ${i18n.t('admin.meta.title')}` }]
}

export default function ResourceForm({ loaderData, ...props }: Route.ComponentProps) {
  // The action answers a validation result, a toast, or both (a failed save).
  const actionData = props.actionData as
    | {
        result?: SubmissionResult
        toast?: ActionToast
        drop?: { fields: string[]; type: ResourceType }
        stale?: StaleSave | null
      }
    | undefined
  const { t } = useTranslation()
  const csrfToken = useCsrfToken()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const testEmail = useFetcher<{ toast?: ActionToast }>()
  const { item, defaults, categories } = loaderData
  const stale = actionData?.stale ?? undefined
  const initial = { ...defaults, ...(item as Record<string, unknown> | null) }
  const [type, setType] = useState(String(initial.type) as ResourceType)
  const [ctaType, setCtaType] = useState(String(initial.ctaType ?? defaults.ctaType))
  const [form, fields] = useForm({
    id: 'resource-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(resourceSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(withChosenUploads(formData), { schema: resourceSchema }),
    defaultValue: initial as Partial<z.input<typeof resourceSchema>>,
  })
  useActionToast(actionData?.toast)
  useFreshErrorsPerType(type, form)
  useActionToast(testEmail.data?.toast)

  const visible = visibleResourceFields(type, ctaType)
  const requesting = type === 'compliance-doc' && ctaType === 'request'
  // Without JavaScript the type cannot switch the fields: every field shows.
  const shown = (field: string) =>
    !hydrated || visible.has(field) || (field === 'requestNote' && requesting)
  const list = '/admin/resources'
  const editing = Boolean(item)

  return (
    <div className="max-w-6xl space-y-6">
      <FormPageHeader
        list={list}
        backLabel={t('admin.resources.back')}
        title={t(`admin.resources.${editing ? 'editTitle' : 'newTitle'}`)}
        item={item ? { slug: 'resources', id: String(item.id) } : undefined}
      />
      <ToastWithoutScript toast={actionData?.toast ?? testEmail.data?.toast} />
      <UnsavedChanges formId={form.id} />
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="grid gap-5"
      >
        <VersionedFormHead version={loaderData.version} stale={stale} errors={form.errors} />
        <EditorColumns
          side={
            <ResourceSidePanel
              fields={fields as unknown as ResourceSideFieldMetas}
              type={type}
              categories={categories}
              editing={editing}
              shown={shown}
            />
          }
        >
          <ResourceBasicFields
            fields={fields as unknown as ResourceBasicFieldMetas}
            onTypeChange={setType}
          />
          <ResourceTypeFields
            fields={fields as unknown as ResourceFieldMetas}
            shown={shown}
            type={type}
            timeZones={loaderData.timeZones}
            onCtaTypeChange={setCtaType}
            testEmailButton={<TestEmailButton busy={testEmail.state !== 'idle'} />}
          />
          {/* Until the type is changed again: the warning is about the type it was sent with. */}
          {actionData?.drop &&
          navigation.state === 'idle' &&
          (!hydrated || actionData.drop.type === type) ? (
            <DropWarning fields={actionData.drop.fields} type={actionData.drop.type} />
          ) : null}
        </EditorColumns>
        <SaveBar
          formId={form.id}
          list={list}
          submitLabel={t(`admin.resources.${editing ? 'update' : 'create'}`)}
        />
      </Form>
      {/* Outside the resource form (forms cannot nest); its button sits in the form above. */}
      <testEmail.Form method="post" id="test-email-form" hidden>
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="intent" value="test-email" />
        <input type="hidden" name="title" value={String(fields.title.value ?? '')} />
      </testEmail.Form>
    </div>
  )
}
