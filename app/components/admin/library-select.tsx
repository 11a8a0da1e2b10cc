import { getSelectProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '~/components/ui/native-select'

/**
 * A field whose value is a file of the media library (a video's captions),
 * chosen by name from the library's files of its kind; "None" leaves it
 * empty. An address typed before (or by the API) that is not in the library
 * stays offered, so saving the form does not drop it.
 */
export function LibrarySelect({
  meta,
  choices,
  describedBy,
}: {
  meta: FieldMetadata<unknown>
  choices: Array<{ name: string; url: string }>
  describedBy?: string
}) {
  const { t } = useTranslation()
  const current = typeof meta.initialValue === 'string' ? meta.initialValue : ''
  const options =
    current && !choices.some((choice) => choice.url === current)
      ? [...choices, { name: current, url: current }]
      : choices
  return (
    <NativeSelect {...getSelectProps(meta as never)} aria-describedby={describedBy}>
      <option value="">{t('admin.common.libraryNone')}</option>
      {options.map((choice) => (
        <option key={choice.url} value={choice.url}>
          {choice.name}
        </option>
      ))}
    </NativeSelect>
  )
}
