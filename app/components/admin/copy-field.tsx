import { Copy } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useHydrated } from '~/utils/use-hydrated'

/** A value to copy (a new token, a preview link): read-only, selected on focus, with a Copy button. */
export function CopyField({
  label,
  value,
  id = 'copy-field',
}: {
  label: string
  value: string
  id?: string
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [copied, setCopied] = useState<string | null>(null)
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => void navigator.clipboard.writeText(value).then(() => setCopied(value))}
          >
            <Copy aria-hidden="true" />
            {t(copied === value ? 'admin.common.copied' : 'admin.common.copy')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
