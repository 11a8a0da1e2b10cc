import * as Tabs from '@radix-ui/react-tabs'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'

/** The spec's instructions, tab by tab (back-office §2), in display order. */
const panels = {
  guidelines: ['keyFormat', 'allKeys', 'values'],
  implementation: ['replaced', 'location', 'enable'],
} as const

/**
 * Tabs 'Guidelines' (default) and 'Implementation'. Until JavaScript runs the
 * tabs cannot switch, so both panels show, each under its own heading.
 */
export function TranslationInstructions() {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  return (
    <section aria-labelledby="translation-instructions" className="space-y-4">
      <h2 id="translation-instructions" className="text-xl font-semibold">
        {t('admin.translations.tabs.label')}
      </h2>
      <Tabs.Root defaultValue="guidelines" className="space-y-4">
        <Tabs.List
          aria-labelledby="translation-instructions"
          className={cn('gap-1 rounded-lg bg-muted p-1', hydrated ? 'inline-flex' : 'hidden')}
        >
          {Object.keys(panels).map((panel) => (
            <Tabs.Trigger
              key={panel}
              value={panel}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none data-[state=active]:bg-background data-[state=active]:shadow-sm"
            >
              {t(`admin.translations.tabs.${panel}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {Object.entries(panels).map(([panel, lines]) => (
          <Tabs.Content
            key={panel}
            value={panel}
            forceMount
            className={cn(
              'rounded-lg border p-4 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
              hydrated && 'data-[state=inactive]:hidden',
            )}
          >
            {hydrated ? null : (
              <h3 className="mb-2 font-semibold">{t(`admin.translations.tabs.${panel}`)}</h3>
            )}
            <ul className="list-disc space-y-2 pl-5">
              {lines.map((line) => (
                <li key={line}>{t(`admin.translations.${panel}.${line}`)}</li>
              ))}
            </ul>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  )
}
