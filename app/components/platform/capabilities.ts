import {
  Bell,
  BarChart3,
  Bot,
  CalendarDays,
  FileHeart,
  FormInput,
  LayoutDashboard,
  Network,
  Smartphone,
  UserCog,
  Video,
  Workflow,
} from 'lucide-react'

/** The twelve claimed capabilities of public-site §1, in its order; copy under features.items.<key>. */
export const capabilities = [
  { key: 'dashboard', icon: LayoutDashboard },
  { key: 'carePlanBuilder', icon: Workflow },
  { key: 'scheduling', icon: CalendarDays },
  { key: 'ehr', icon: FileHeart },
  { key: 'patientApp', icon: Smartphone },
  { key: 'alerts', icon: Bell },
  { key: 'aiAgents', icon: Bot },
  { key: 'fhir', icon: Network },
  { key: 'users', icon: UserCog },
  { key: 'formBuilder', icon: FormInput },
  { key: 'analytics', icon: BarChart3 },
  { key: 'communication', icon: Video },
] as const
