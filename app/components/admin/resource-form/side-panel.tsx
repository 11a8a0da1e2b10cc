import { getSelectProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { PublishingFields } from '~/components/admin/publishing-fields'
import { SidePanelCard } from '~/components/admin/resource-form/editor-layout'
import { UrlWithUpload } from '~/components/admin/resource-form/url-with-upload'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { InputField } from '~/components/ui/input-field'
import { NativeSelect } from '~/components/ui/native-select'
import type { ResourceType } from '~/db/schema'

type Meta = FieldMetadata<string | undefined>
export type ResourceSideFieldMetas = Record<
  | 'status'
  | 'publishAt'
  | 'publishTimeZone'
  | 'categoryId'
  | 'link'
  | 'imageSrc'
  | 'videoUrl'
  | 'pdfUrl',
  Meta
>

/**
 * The resource editor's side panel: publishing (status and schedule), the
 * category and the item's link, its cover, and the links and files it offers.
 * `shown` says which type-dependent fields to render (all without JavaScript).
 */
export function ResourceSidePanel({
  fields,
  type,
  categories,
  editing,
  shown,
}: {
  fields: ResourceSideFieldMetas
  type: ResourceType
  categories: { id: string; title: string }[]
  editing: boolean
  shown: (field: string) => boolean
}) {
  const { t } = useTranslation()
  const label = (key: string) => t(`admin.resources.fields.${key}`)
  return (
    <>
      <PublishingFields fields={fields} />
      <SidePanelCard>
        <Field>
          <FieldLabel htmlFor={fields.categoryId.id}>{label('category')}</FieldLabel>
          <NativeSelect {...getSelectProps(fields.categoryId)}>
            {/* A compliance document may have no category, and says so. */}
            <option value="">
              {label(type === 'compliance-doc' ? 'noCategory' : 'chooseCategory')}
            </option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={fields.categoryId.errorId} errors={fields.categoryId.errors} />
        </Field>
        {/* Only when editing: a new resource gets its link by the rule (decision 065). */}
        {editing ? (
          <div className="grid gap-2">
            <InputField
              meta={fields.link}
              label={label('link')}
              aria-describedby={
                fields.link.errors ? `${fields.link.errorId} link-hint` : 'link-hint'
              }
              autoComplete="off"
              spellCheck={false}
            />
            <p id="link-hint" className="text-sm text-muted-foreground">
              {label('linkHint')}
            </p>
          </div>
        ) : null}
      </SidePanelCard>
      {/* Every type may have a cover image; without one, its generated cover (decision 109). */}
      {shown('imageSrc') ? (
        <SidePanelCard title={t('admin.resources.panel.cover')}>
          <UrlWithUpload
            meta={fields.imageSrc}
            label={label('imageSrc')}
            fileName="imageFile"
            fileLabel={t('admin.common.uploadLabel')}
            accept="image/png,image/jpeg,image/webp"
            preview="image"
          />
        </SidePanelCard>
      ) : null}
      {shown('videoUrl') || shown('pdfUrl') ? (
        <SidePanelCard title={t('admin.resources.panel.links')}>
          {shown('videoUrl') ? (
            <InputField meta={fields.videoUrl} label={label('videoUrl')} />
          ) : null}
          {shown('pdfUrl') ? (
            <UrlWithUpload
              meta={fields.pdfUrl}
              label={label('pdfUrl')}
              fileName="pdfFile"
              fileLabel={label('pdfFile')}
              accept=".pdf,application/pdf"
              preview="pdf"
            />
          ) : null}
        </SidePanelCard>
      ) : null}
    </>
  )
}
