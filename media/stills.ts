/** The product images the site shows: which screen, its alt text and its narrow-screen detail. */
import {
  analytics,
  dashboard,
  fhirIntegration,
  formBuilder,
  pathwayBuilder,
  patientChat,
  patientQuestion,
  patientToday,
  scheduling,
} from './screens.ts'

/** A rectangle inside the element \`selector\` (CSS pixels, from its top left). */
export interface Crop {
  selector: string
  x?: number
  y?: number
  width?: number
  height?: number
  /** Round its corners and draw a border: the crop has none of its own. */
  frame?: boolean
}

export interface Still {
  name: string
  /** The mock screen it shows (counted: a screen serves two images at most). */
  screen: string
  alt: string
  html: string
  /**
   * The part shown from 640 px, where the whole screen would be shrunk below
   * legible: at most 560 px wide for the 556–640-px slots of /platform
   * and /solutions, so that a 12.5-px label still reads 12 px.
   */
  wide?: Crop
  /** A crop for narrow viewports (about 340 px wide: a phone shows it at 343 px). */
  detail?: Crop
}

/**
 * The art direction's floor for a label: no text in a still is smaller than
 * this (CSS pixels), so a crop shown a little under its own width still reads
 * 12 px. Stills only: the tours keep the screens' own sizes (their phone cut zooms).
 */
export const LABEL_FLOOR = 12.5

export const stills: Still[] = [
  {
    name: 'pathway-builder',
    screen: 'pathway-builder',
    alt: 'The Alakin pathway builder: a risk score on the canvas, branching to a teleconsultation or an education module, with its inputs and threshold open for editing.',
    html: pathwayBuilder(),
    // The risk score where it branches, and its settings beside it.
    wide: { selector: '.builder', x: 832 - 272, width: 560, height: 560 },
    detail: { selector: '[data-panel]', height: 420 },
  },
  {
    name: 'dashboard-window',
    screen: 'dashboard',
    alt: 'The clinician dashboard: a list of heart-failure patients with status chips, open alerts such as SpO₂ 89 % twelve minutes ago, and a 14-day heart-rate and weight trend.',
    html: dashboard(),
    // The home page's hero shows the whole window about 1104 px wide.
    wide: { selector: '.window' },
    detail: { selector: '[data-alerts]' },
  },
  {
    name: 'clinician-dashboard',
    screen: 'dashboard',
    alt: 'The clinician dashboard: heart-failure patients with their latest reading and status chips, Élodie Marchand flagged as an alert.',
    html: dashboard(),
    wide: { selector: '.dash', x: 16, y: 0, width: 560, height: 400, frame: true },
    detail: { selector: '.dash table', width: 340, height: 330, frame: true },
  },
  {
    name: 'patient-app',
    screen: 'patient-app',
    alt: "The patient app on a phone: today's tasks, a daily check-in to start and a medication reminder.",
    html: `<div style="display:flex;gap:36px;align-items:flex-start">${patientToday()}${patientQuestion()}${patientChat()}</div>`,
    // One phone at its own size: a whole row of phones would shrink their text.
    wide: { selector: '.phone' },
    detail: { selector: '.phone', height: 460 },
  },
  {
    name: 'form-builder',
    screen: 'form-builder',
    alt: 'The form builder: a post-operative knee questionnaire with a 0 to 10 pain scale selected.',
    html: formBuilder(),
    wide: { selector: '[data-form]', width: 560, height: 420, frame: true },
    detail: { selector: '[data-form]', width: 340, height: 300, frame: true },
  },
  {
    name: 'scheduling',
    screen: 'scheduling',
    alt: "A virtual ward's week in the scheduling view: teleconsultations, home visits and group sessions.",
    html: scheduling(),
    wide: { selector: '[data-week]', width: 560, height: 440, frame: true },
    detail: { selector: '[data-week]', width: 340, height: 400, frame: true },
  },
  {
    name: 'fhir-integration',
    screen: 'fhir-integration',
    alt: 'The FHIR R4 integration view: FHIR resources mapped to Alakin data with their sync status.',
    html: fhirIntegration(),
    wide: { selector: '[data-mapping]', width: 560, frame: true },
    detail: { selector: '[data-mapping]', width: 340, frame: true },
  },
  {
    name: 'analytics',
    screen: 'analytics',
    alt: 'The analytics view: task adherence by cohort over twelve weeks.',
    html: analytics(),
    // The chart only: the card's lower half is empty at this crop.
    wide: { selector: '[data-cohorts]', width: 560, height: 260, frame: true },
    detail: { selector: '[data-cohorts]', width: 340, height: 230, frame: true },
  },
]
