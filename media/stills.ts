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

export interface Still {
  name: string
  alt: string
  html: string
  /**
   * A crop for narrow viewports, where the whole screen would be too small to
   * read: a rectangle inside the element `selector` (CSS pixels, from its top left).
   */
  detail?: {
    selector: string
    x?: number
    y?: number
    width?: number
    height?: number
    /** Round its corners and draw a border: the crop has none of its own. */
    frame?: boolean
  }
}

export const stills: Still[] = [
  {
    name: 'pathway-builder',
    alt: 'The Alakin pathway builder: a heart-failure pathway from enrolment through a daily questionnaire and a risk score to a teleconsultation or an education module, with the risk-score step open for editing.',
    html: pathwayBuilder(),
    detail: { selector: '[data-canvas]', x: 280, y: 128, width: 530, height: 440, frame: true },
  },
  {
    name: 'clinician-dashboard',
    alt: 'The clinician dashboard: a list of heart-failure patients with status chips, open alerts such as SpO₂ 89 % twelve minutes ago, and a 14-day heart-rate and weight trend.',
    html: dashboard(),
    detail: { selector: '[data-alerts]' },
  },
  {
    name: 'patient-app',
    alt: "The patient app on a phone: today's tasks and a medication reminder, a symptom questionnaire with large answer buttons, and a chat with the care team.",
    html: `<div style="display:flex;gap:36px;align-items:flex-start">${patientToday()}${patientQuestion()}${patientChat()}</div>`,
    detail: { selector: '.phone' },
  },
  {
    name: 'form-builder',
    alt: 'The form builder: a post-operative knee questionnaire with a 0 to 10 pain scale selected, its settings, an alert rule and its FHIR mapping.',
    html: formBuilder(),
    detail: { selector: '[data-form]', height: 300, frame: true },
  },
  {
    name: 'scheduling',
    alt: "A virtual ward's week in the scheduling view: teleconsultations, home visits and group sessions from Monday to Friday.",
    html: scheduling(),
    detail: { selector: '[data-week]', width: 420, height: 400 },
  },
  {
    name: 'fhir-integration',
    alt: 'The FHIR R4 integration view: connected hospital systems, FHIR resources mapped to Alakin data with their sync status, and a sync log.',
    html: fhirIntegration(),
    detail: { selector: '[data-mapping]' },
  },
  {
    name: 'analytics',
    alt: 'The analytics view: task adherence by cohort over twelve weeks and outcomes against usual care, such as 32 % fewer readmissions at 30 days.',
    html: analytics(),
    // The chart only: the card's lower half is empty at this crop.
    detail: { selector: '[data-cohorts]', height: 178, frame: true },
  },
]
