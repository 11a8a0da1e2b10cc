import * as AlertDialog from '@radix-ui/react-alert-dialog'
import * as Dialog from '@radix-ui/react-dialog'
import * as Switch from '@radix-ui/react-switch'
import { X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '~/components/ui/button'
import { cn } from '~/utils/cn'
import {
  type CookiePreferences,
  defaultPreferences,
  type OptionalCategory,
  optionalCategories,
  readConsent,
} from './consent'
import 'virtual:copy/cookie-preferences'

type Toggles = Record<OptionalCategory, boolean>

/** What is stored now (document.cookie), else the default state. */
function storedToggles(): Toggles {
  const stored = readConsent(document.cookie) ?? defaultPreferences
  return {
    analytics: stored.analytics,
    marketing: stored.marketing,
    preferences: stored.preferences,
  }
}

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  onSave: (choice: 'custom', custom: Omit<CookiePreferences, 'necessary'>) => void
}

/**
 * The 'Cookie Preferences' modal (public-site §2): toggles start from the
 * stored choice each time it opens; necessary is locked on; Reset to Defaults
 * asks first and then changes the form only; Cancel leaves everything as it
 * was; Save Preferences stores the toggles.
 */
export default function PreferencesDialog({ open, onOpenChange, onSave }: Props) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<Toggles>(storedToggles)
  const [confirming, setConfirming] = useState(false)

  const changeOpen = (next: boolean) => {
    if (next) setDraft(storedToggles())
    onOpenChange(next)
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onOpenAutoFocus={() => setDraft(storedToggles())}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg"
        >
          <Dialog.Title className="text-lg font-semibold">{t('cookies.modal.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted-foreground">
            {t('cookies.modal.description')}
          </Dialog.Description>
          <ul className="mt-6 space-y-4">
            <CategoryRow
              id="necessary"
              label={t('cookies.modal.necessary.label')}
              description={`${t('cookies.modal.necessary.description')} ${t('cookies.modal.alwaysOn')}`}
              checked
              disabled
            />
            {optionalCategories.map((category) => (
              <CategoryRow
                key={category}
                id={category}
                label={t(`cookies.modal.${category}.label`)}
                description={t(`cookies.modal.${category}.description`)}
                checked={draft[category]}
                onCheckedChange={(checked) => setDraft((d) => ({ ...d, [category]: checked }))}
              />
            ))}
          </ul>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              {t('cookies.modal.reset')}
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Dialog.Close className={buttonVariants({ variant: 'outline' })}>
                {t('cookies.modal.cancel')}
              </Dialog.Close>
              <Button
                type="button"
                variant="cookie"
                onClick={() => {
                  onSave('custom', draft)
                  onOpenChange(false)
                }}
              >
                {t('cookies.modal.save')}
              </Button>
            </div>
          </div>
          <Dialog.Close
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'icon-sm' }),
              'absolute top-2 right-2',
            )}
            aria-label={t('cookies.modal.close')}
          >
            <X aria-hidden="true" />
          </Dialog.Close>
          <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
              <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-background p-6 shadow-lg">
                <AlertDialog.Title className="text-lg font-semibold">
                  {t('cookies.reset.title')}
                </AlertDialog.Title>
                <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
                  {t('cookies.reset.body')}
                </AlertDialog.Description>
                <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>
                    {t('cookies.reset.cancel')}
                  </AlertDialog.Cancel>
                  <AlertDialog.Action
                    className={buttonVariants({ variant: 'cookie' })}
                    onClick={() =>
                      setDraft({ analytics: false, marketing: false, preferences: false })
                    }
                  >
                    {t('cookies.reset.confirm')}
                  </AlertDialog.Action>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function CategoryRow({
  id,
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  id: string
  label: string
  description: string
  checked: boolean
  disabled?: boolean
  onCheckedChange?: (checked: boolean) => void
}) {
  const switchId = `cookie-toggle-${id}`
  return (
    <li className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={switchId} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${switchId}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch.Root
        id={switchId}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${switchId}-description`}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70 data-[state=checked]:bg-brand-navy motion-reduce:transition-none"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-1 ring-black/10 transition-transform data-[state=checked]:translate-x-5 motion-reduce:transition-none" />
      </Switch.Root>
    </li>
  )
}
