import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { FileText } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { fileSize } from '~/utils/file-size'

type Meta = FieldMetadata<string | undefined>

const fileInputClass =
  'max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5'

/** A stored file's address the preview may load: a path of this site or a web address. */
const showable = (url: string) => /^(\/(uploads|media)\/|https?:\/\/)\S+$/.test(url)

/** The file name at the end of an address, readable (`%20` as a space). */
function nameIn(url: string) {
  const last = url.split(/[?#]/)[0]!.split('/').pop() || url
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

/**
 * A URL field with a file picker beside it: the upload, when chosen, replaces
 * the URL. Beside it what it holds: an image as a thumbnail (the chosen file,
 * or the address typed), a PDF as its name, size and type.
 */
export function UrlWithUpload({
  meta,
  label,
  fileName,
  fileLabel,
  accept,
  preview,
}: {
  meta: Meta
  label: string
  fileName: string
  fileLabel: string
  accept: string
  preview: 'image' | 'pdf'
}) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<File | null>(null)
  const [chosenUrl, setChosenUrl] = useState('')
  const [broken, setBroken] = useState('')
  // The chosen image is shown from the browser's memory, given back when replaced or left.
  useEffect(
    () => () => {
      if (chosenUrl) URL.revokeObjectURL(chosenUrl)
    },
    [chosenUrl],
  )
  const typed = String(meta.value ?? '')
  const imageSrc = chosenUrl || (showable(typed) ? typed : '')
  return (
    <Field>
      <FieldLabel htmlFor={meta.id}>{label}</FieldLabel>
      <Input {...getInputProps(meta, { type: 'text' })} />
      <label htmlFor={`${meta.id}-file`} className="text-sm text-muted-foreground">
        {fileLabel}
      </label>
      <input
        id={`${meta.id}-file`}
        name={fileName}
        type="file"
        accept={accept}
        className={fileInputClass}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null
          setChosen(file)
          setChosenUrl(file && preview === 'image' ? URL.createObjectURL(file) : '')
        }}
      />
      {chosen ? (
        <p className="text-sm break-all" data-testid={`${fileName}-name`}>
          {t('admin.resources.fields.selectedFile', { name: chosen.name })}
        </p>
      ) : null}
      {preview === 'image' && imageSrc && broken !== imageSrc ? (
        <img
          key={imageSrc}
          src={imageSrc}
          alt={t('admin.resources.preview.cover')}
          data-testid={`${fileName}-preview`}
          className="aspect-video w-full max-w-80 rounded-md border bg-muted object-cover"
          onError={() => setBroken(imageSrc)}
        />
      ) : null}
      {preview === 'image' && imageSrc && broken === imageSrc ? (
        <p className="text-sm text-muted-foreground">{t('admin.resources.preview.broken')}</p>
      ) : null}
      {preview === 'pdf' && (chosen || showable(typed)) ? (
        <p
          className="flex items-start gap-2 rounded-md border p-2 text-sm"
          data-testid={`${fileName}-preview`}
        >
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <span className="min-w-0 break-all">
            {chosen ? chosen.name : nameIn(typed)}
            <span className="block text-muted-foreground">
              {chosen
                ? t('admin.resources.preview.pdfSized', { size: fileSize(chosen.size) })
                : t('admin.resources.preview.pdf')}
            </span>
          </span>
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </Field>
  )
}
