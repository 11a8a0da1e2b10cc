/**
 * The outcome figures the site claims, each tied to the seeded case study
 * that reports it (by its seed id): the home page shows a figure only while
 * that case study is live, and links to it. A unit test checks that every
 * figure is written in its case study's text, so no number floats free.
 * Labels are copy: home.proof.outcomes.<key>.
 */
export interface Outcome {
  key: string
  /** As the case study writes it. */
  figure: string
  caseStudyId: string
}

/** Lumivie Clinics' virtual ward (seed: resource-…-virtual-ward). */
export const VIRTUAL_WARD_CASE_STUDY = 'resource-1735689600000-virtual-ward'

export const outcomes: readonly Outcome[] = [
  { key: 'beds', figure: '24 beds', caseStudyId: VIRTUAL_WARD_CASE_STUDY },
  { key: 'readmissions', figure: '21%', caseStudyId: VIRTUAL_WARD_CASE_STUDY },
  { key: 'launch', figure: 'eight weeks', caseStudyId: VIRTUAL_WARD_CASE_STUDY },
]
