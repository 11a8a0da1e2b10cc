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

/** One solution section of /solutions (public-site §2 Solutions). */
export interface Solution {
  /** The section's anchor id. */
  id: string
  /** Its copy under sections.<key> of the solutions namespace. */
  key: string
  /** Its benefits, keys under sections.<key>.benefits. */
  benefits: readonly string[]
  /** Its illustration under public/. */
  image: string
  /** The icon of its image placeholder. */
  icon: LucideIcon
}

/** The seven solution sections, in the spec's order. */
export const solutions: readonly Solution[] = [
  {
    id: 'providers',
    key: 'providers',
    benefits: ['pathways', 'admin', 'records', 'alerts'],
    image: '/media/solutions/providers.svg',
    icon: Stethoscope,
  },
  {
    id: 'pharma',
    key: 'pharma',
    benefits: ['adherence', 'evidence', 'launch', 'compliance'],
    image: '/media/solutions/pharma.svg',
    icon: Pill,
  },
  {
    id: 'research',
    key: 'research',
    benefits: ['protocols', 'questionnaires', 'monitoring', 'analytics'],
    image: '/media/solutions/research.svg',
    icon: FlaskConical,
  },
  {
    id: 'startups',
    key: 'startups',
    benefits: ['speed', 'cost', 'certified', 'scale'],
    image: '/media/solutions/startups.svg',
    icon: Rocket,
  },
  {
    id: 'insurance',
    key: 'insurance',
    benefits: ['prevention', 'chronic', 'costs', 'insights'],
    image: '/media/solutions/insurance.svg',
    icon: ShieldCheck,
  },
  {
    id: 'home-hospital',
    key: 'homeHospital',
    benefits: ['monitoring', 'alerts', 'video', 'beds'],
    image: '/media/solutions/home-hospital.svg',
    icon: House,
  },
  {
    id: 'patients',
    key: 'patients',
    benefits: ['app', 'communication', 'engagement', 'privacy'],
    image: '/media/solutions/patients.svg',
    icon: HeartPulse,
  },
]
