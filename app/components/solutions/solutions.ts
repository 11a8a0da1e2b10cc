import {
  FlaskConical,
  HeartPulse,
  House,
  type LucideIcon,
  Pill,
  Rocket,
  ShieldCheck,
  Stethoscope,
} from 'lucide-react'
import type { ProductImageName } from '~/components/media/responsive-image'

/** One solution section of /solutions (public-site §2 Solutions). */
export interface Solution {
  /** The section's anchor id. */
  id: string
  /** Its copy under sections.<key> of the solutions namespace. */
  key: string
  /** Its benefits, keys under sections.<key>.benefits. */
  benefits: readonly string[]
  /** Its product image (public/media/product/, rendered by `npm run media`). */
  image: ProductImageName
  /** The icon of its image placeholder. */
  icon: LucideIcon
}

/** The seven solution sections, in the spec's order. */
export const solutions: readonly Solution[] = [
  {
    id: 'providers',
    key: 'providers',
    benefits: ['pathways', 'admin', 'records', 'alerts'],
    image: 'clinician-dashboard',
    icon: Stethoscope,
  },
  {
    id: 'pharma',
    key: 'pharma',
    benefits: ['adherence', 'evidence', 'launch', 'compliance'],
    image: 'analytics',
    icon: Pill,
  },
  {
    id: 'research',
    key: 'research',
    benefits: ['protocols', 'questionnaires', 'monitoring', 'analytics'],
    image: 'form-builder',
    icon: FlaskConical,
  },
  {
    id: 'startups',
    key: 'startups',
    benefits: ['speed', 'cost', 'certified', 'scale'],
    image: 'fhir-integration',
    icon: Rocket,
  },
  {
    id: 'insurance',
    key: 'insurance',
    benefits: ['prevention', 'chronic', 'costs', 'insights'],
    image: 'pathway-builder',
    icon: ShieldCheck,
  },
  {
    id: 'home-hospital',
    key: 'homeHospital',
    benefits: ['monitoring', 'alerts', 'video', 'beds'],
    image: 'scheduling',
    icon: House,
  },
  {
    id: 'patients',
    key: 'patients',
    benefits: ['app', 'communication', 'engagement', 'privacy'],
    image: 'patient-app',
    icon: HeartPulse,
  },
]
