import { useCsrfToken } from '~/admin/use-csrf-token'
import { UnsavedChanges } from '~/components/admin/unsaved-changes'
import { StaleSavePanel } from '~/components/admin/stale-save-panel'
import {
  getFormProps,
  getTextareaProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { ArrowLeft, Mail } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Form, Link, useFetcher, useNavigation } from 'react-router'
import {
  ResourceTypeFields,
  type ResourceFieldMetas,
} from '~/components/admin/resource-type-fields'
import { ItemLinks } from '~/components/admin/item-links'
import { PublishingFields } from '~/components/admin/publishing-fields'
import { Button } from '~/components/ui/button'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { FormErrors, InputField } from '~/components/ui/input-field'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { showToast } from '~/components/ui/toast'
import { resourceSchema, visibleResourceFields } from '~/content/resources'
import type { StaleSave } from '~/content/stale-save'
import { resourceTypes, type ResourceType } from '~/db/schema'
import { i18n } from '~/i18n'
import { useHydrated } from '~/utils/use-hydrated'
import { keepFocusOnPress } from '~/utils/keep-focus'
import type { Route } from './+types/resource-form'

export { formAction as action, formLoader as loader } from '~/content/resource-manager.server'

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.item ? 'editTitle' : 'newTitle'
  return [{ title: `${i18n.t(`admin.resources.${page}`)} | ${i18n.t('admin.meta.title')}` }]
}

type Toast = { type: 'success' | 'error'; title: string; description?: string }

/** Shows a toast the action answered with (the redirect toasts come through the cookie). */
function useActionToast(toast: Toast | undefined) {
  useEffect(() => {
    if (toast) void showToast(toast.type, toast.title, { description: toast.description })
  }, [toast])
}

export default function ResourceForm({ loaderData, ...props }: Route.ComponentProps) {
  // The action answers a validation result, a toast, or both (a failed save).
  const actionData = props.actionData as
    | {
        result?: SubmissionResult
        toast?: Toast
        drop?: { fields: string[]; type: ResourceType }
        stale?: StaleSave | null
      }
    | undefined
  const { t } = useTranslation()
  const csrfToken = useCsrfToken()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const testEmail = useFetcher<{ toast?: Toast }>()
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
  // back-office §2: switching the type clears the validation errors (once its fields are shown).
  const shownType = useRef(type)
  useEffect(() => {
    if (type === shownType.current) return
    shownType.current = type
    form.update({ validated: false })
  }, [type, form])
  useActionToast(testEmail.data?.toast)

  const visible = visibleResourceFields(type, ctaType)
  const requesting = type === 'compliance-doc' && ctaType === 'request'
  // Without JavaScript the type cannot switch the fields: every field shows.
  const shown = (field: string) =>
    !hydrated || visible.has(field) || (field === 'requestNote' && requesting)
  const list = '/admin/resources'
  const editing = Boolean(item)
  const noScriptToast = actionData?.toast ?? testEmail.data?.toast

  return (
    <div className="max-w-3xl space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to={list}>
          <ArrowLeft aria-hidden="true" />
          {t('admin.resources.back')}
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold">
        {t(`admin.resources.${editing ? 'editTitle' : 'newTitle'}`)}
      </h1>
      {item ? <ItemLinks slug="resources" id={String(item.id)} /> : null}
      {!hydrated && noScriptToast ? (
        <p role="status" className="rounded-md border p-3 text-sm">
          <strong>{noScriptToast.title}</strong> {noScriptToast.description}
        </p>
      ) : null}
      <UnsavedChanges formId={form.id} />
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="grid gap-5"
      >
        <input type="hidden" name="csrf" value={csrfToken} />
        {/* The version this form was opened at: a save over a newer one is refused. */}
        {loaderData.version ? (
          <input type="hidden" name="ifMatch" value={stale?.version ?? loaderData.version} />
        ) : null}
        {stale ? <StaleSavePanel stale={stale} /> : <FormErrors errors={form.errors} />}
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
              onChange={(event) => setType(event.currentTarget.value as ResourceType)}
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
        <ResourceTypeFields
          fields={fields as unknown as ResourceFieldMetas}
          shown={shown}
          type={type}
          onCtaTypeChange={setCtaType}
          testEmailButton={
            <Button
              type="submit"
              form="test-email-form"
              variant="outline"
              size="sm"
              disabled={testEmail.state !== 'idle'}
            >
              <Mail aria-hidden="true" />
              {t('admin.resources.testEmail.button')}
            </Button>
          }
        />
        {/* Until the type is changed again: the warning is about the type it was sent with. */}
        {actionData?.drop &&
        navigation.state === 'idle' &&
        (!hydrated || actionData.drop.type === type) ? (
          <DropWarning fields={actionData.drop.fields} type={actionData.drop.type} />
        ) : null}
        <PublishingFields fields={fields} />
        <div className="flex gap-3">
          <Button type="submit" disabled={navigation.state === 'submitting'} {...keepFocusOnPress}>
            {t(`admin.resources.${editing ? 'update' : 'create'}`)}
          </Button>
          <Button asChild variant="outline">
            <Link to={list}>{t('admin.common.cancel')}</Link>
          </Button>
        </div>
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

/**
 * A save that would empty stored fields the new type does not keep: names them
 * and saves only when confirmed (the button sends exactly these fields back).
 */
function DropWarning({ fields, type }: { fields: string[]; type: ResourceType }) {
  const { t } = useTranslation()
  const names = fields.map((field) => t(`admin.resources.fields.${field}`)).join(', ')
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-md border border-destructive p-4"
    >
      <p className="font-semibold">{t('admin.resources.drop.title')}</p>
      <p className="text-sm">
        {t('admin.resources.drop.body', { type: t(`resources.types.${type}`), fields: names })}{' '}
        {t('admin.resources.drop.keep')}
      </p>
      <Button type="submit" name="confirmDrop" value={fields.join(',')} variant="destructive">
        {t('admin.resources.drop.confirm')}
      </Button>
    </div>
  )
}

/**
 * For the browser's check only: a chosen file stands for its URL, which the
 * server fills in once it has stored the file (before validating the same schema).
 */
function withChosenUploads(formData: FormData) {
  const copy = new FormData()
  for (const [key, value] of formData) copy.append(key, value)
  for (const [file, field] of [
    ['pdfFile', 'pdfUrl'],
    ['imageFile', 'imageSrc'],
  ]) {
    const chosen = copy.get(file!)
    if (chosen instanceof File && chosen.size > 0 && !String(copy.get(field!) ?? '').trim())
      copy.set(field!, `/uploads/${encodeURIComponent(chosen.name)}`)
  }
  return copy
}
