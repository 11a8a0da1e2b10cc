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

export interface MenuEntry {
  /** Key under nav.menu in common.json: `.title` and `.description`. */
  key: string
  to: string
  icon: LucideIcon
}

/** One entry per solution anchor of /solutions (public-site §2 route table). */
export const solutionEntries: MenuEntry[] = [
  { key: 'providers', to: '/solutions#providers', icon: Stethoscope },
  { key: 'pharma', to: '/solutions#pharma', icon: Pill },
  { key: 'research', to: '/solutions#research', icon: Microscope },
  { key: 'startups', to: '/solutions#startups', icon: Rocket },
  { key: 'insurance', to: '/solutions#insurance', icon: ShieldCheck },
  { key: 'homeHospital', to: '/solutions#home-hospital', icon: House },
  { key: 'patients', to: '/solutions#patients', icon: HeartPulse },
]

/** One entry per anchor of /platform. */
export const platformEntries: MenuEntry[] = [
  { key: 'overview', to: '/platform#overview', icon: LayoutDashboard },
  { key: 'features', to: '/platform#features', icon: Layers },
  { key: 'workflow', to: '/platform#workflow', icon: Workflow },
  { key: 'ai', to: '/platform#ai', icon: Sparkles },
  { key: 'benefits', to: '/platform#benefits', icon: TrendingUp },
]

/** The two dropdowns, then the plain links, in the bar's order. */
export const dropdowns = [
  { key: 'solutions', to: '/solutions', entries: solutionEntries, group: 'solutions' },
  { key: 'platform', to: '/platform', entries: platformEntries, group: 'platform' },
] as const

export const plainLinks = [
  { key: 'company', to: '/about' },
  { key: 'pricing', to: '/pricing' },
  { key: 'resources', to: '/resources' },
] as const

/** Whether `to` (a path) is the page being shown or one of its sub-pages. */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`)
}
