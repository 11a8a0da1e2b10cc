import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import {
  HeartPulse,
  House,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  Microscope,
  Pill,
  Rocket,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  TrendingUp,
  Workflow,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import type { MenuEntry, platformEntries, solutionEntries } from './nav-items'
import { SmartLink } from './smart-link'
import 'virtual:copy/nav-panels'

type EntryKey = (typeof solutionEntries | typeof platformEntries)[number]['key']

/** Each entry's icon: here, with the dropdowns' lazily loaded code, not in every page's bundle. */
const entryIcons: Record<EntryKey, LucideIcon> = {
  providers: Stethoscope,
  pharma: Pill,
  research: Microscope,
  startups: Rocket,
  insurance: ShieldCheck,
  homeHospital: House,
  patients: HeartPulse,
  overview: LayoutDashboard,
  features: Layers,
  workflow: Workflow,
  ai: Sparkles,
  benefits: TrendingUp,
}

/** A dropdown's panel: its entries in two columns, each with an icon, a title and a line. */
export function DropdownPanel({
  group,
  entries,
  overviewTo,
}: {
  group: 'solutions' | 'platform'
  entries: readonly (MenuEntry & { key: EntryKey })[]
  overviewTo: string
}) {
  const { t } = useTranslation()
  return (
    <div className="w-[36rem] rounded-lg border bg-background p-3 text-foreground shadow-lg">
      <ul className="grid grid-cols-2 gap-1">
        {entries.map((entry) => {
          const Icon = entryIcons[entry.key]
          return (
            <li key={entry.key}>
              <NavigationMenu.Link asChild>
                <SmartLink
                  to={entry.to}
                  className="flex gap-3 rounded-md p-3 outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring"
                >
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>
                    <span className="block text-sm font-medium">
                      {t(`nav.menu.${group}.${entry.key}.title`)}
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      {t(`nav.menu.${group}.${entry.key}.description`)}
                    </span>
                  </span>
                </SmartLink>
              </NavigationMenu.Link>
            </li>
          )
        })}
      </ul>
      <NavigationMenu.Link asChild>
        <SmartLink
          to={overviewTo}
          className={cn(
            'mt-2 block rounded-md border-t px-3 pt-3 pb-1 text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring',
          )}
        >
          {t(`nav.menu.${group}.all`)}
        </SmartLink>
      </NavigationMenu.Link>
    </div>
  )
}
