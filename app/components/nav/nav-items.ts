export interface MenuEntry {
  /** Key under nav.menu in common.json: `.title` and `.description`; its icon in dropdown-panel. */
  key: string
  to: string
}

/** One entry per solution anchor of /solutions (public-site §2 route table). */
export const solutionEntries = [
  { key: 'providers', to: '/solutions#providers' },
  { key: 'pharma', to: '/solutions#pharma' },
  { key: 'research', to: '/solutions#research' },
  { key: 'startups', to: '/solutions#startups' },
  { key: 'insurance', to: '/solutions#insurance' },
  { key: 'homeHospital', to: '/solutions#home-hospital' },
  { key: 'patients', to: '/solutions#patients' },
] as const satisfies MenuEntry[]

/** One entry per anchor of /platform. */
export const platformEntries = [
  { key: 'overview', to: '/platform#overview' },
  { key: 'features', to: '/platform#features' },
  { key: 'workflow', to: '/platform#workflow' },
  { key: 'ai', to: '/platform#ai' },
  { key: 'benefits', to: '/platform#benefits' },
] as const satisfies MenuEntry[]

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
