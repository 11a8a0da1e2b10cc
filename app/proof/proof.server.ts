import { and, eq, inArray } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { live } from '~/db/live'
import { resources } from '~/db/schema'
import { outcomes, VIRTUAL_WARD_CASE_STUDY } from './outcomes'

export interface ProofOutcome {
  key: string
  figure: string
  link: string
}

export interface CaseStudyProof {
  outcomes: ProofOutcome[]
  /** The home page's featured case study, with the figures it backs. */
  featured: { title: string; description: string; link: string; outcomes: ProofOutcome[] } | null
}

/** The outcome figures whose case study is live, each with that case study's link. */
export async function caseStudyProof(db: Queryable): Promise<CaseStudyProof> {
  const ids = [...new Set(outcomes.map((outcome) => outcome.caseStudyId))]
  const rows = await db
    .select({
      id: resources.id,
      title: resources.title,
      description: resources.description,
      link: resources.link,
    })
    .from(resources)
    .where(and(inArray(resources.id, ids), eq(resources.type, 'case-study'), live(resources)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const shown = outcomes.flatMap(({ key, figure, caseStudyId }) => {
    const study = byId.get(caseStudyId)
    return study ? [{ key, figure, link: study.link, caseStudyId }] : []
  })
  const lead = byId.get(VIRTUAL_WARD_CASE_STUDY)
  const strip = ({ key, figure, link }: ProofOutcome) => ({ key, figure, link })
  return {
    outcomes: shown.map(strip),
    featured: lead
      ? {
          title: lead.title,
          description: lead.description,
          link: lead.link,
          outcomes: shown.filter((o) => o.caseStudyId === lead.id).map(strip),
        }
      : null,
  }
}
