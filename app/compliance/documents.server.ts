/**
 * The documents list of the compliance page (public-site §2 Compliance): every
 * resource of type compliance-doc, featured ones first, then the newest.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { live } from '~/db/live'
import type { Queryable } from '~/db/client.server'
import { resources, uploadedFiles } from '~/db/schema'

export interface ComplianceDocument {
  id: string
  title: string
  description: string
  /** The detail page, at the resource's stored link. */
  link: string
  featured: boolean
  ctaType: (typeof resources.$inferSelect)['ctaType']
  ctaText: string | null
  /** Only when the uploaded file is really there: a download never leads to a 404. */
  pdfUrl: string | null
  externalUrl: string | null
}

export async function complianceDocuments(db: Queryable): Promise<ComplianceDocument[]> {
  const rows = await db
    .select({
      id: resources.id,
      title: resources.title,
      description: resources.description,
      link: resources.link,
      featured: resources.featured,
      ctaType: resources.ctaType,
      ctaText: resources.ctaText,
      pdfUrl: resources.pdfUrl,
      externalUrl: resources.externalUrl,
      uploaded: uploadedFiles.id,
    })
    .from(resources)
    .leftJoin(uploadedFiles, eq(sql`'/uploads/' || ${uploadedFiles.filename}`, resources.pdfUrl))
    .where(and(eq(resources.type, 'compliance-doc'), live(resources)))
    .orderBy(desc(resources.featured), desc(resources.publishedDate), asc(resources.title))
  return rows.map(({ uploaded, ...document }) => ({
    ...document,
    pdfUrl: uploaded ? document.pdfUrl : null,
  }))
}
