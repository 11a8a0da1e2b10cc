/**
 * Resources in other languages (decision 129). A translation is a row of
 * `resource_translations` linked to its English source, with its own title,
 * description, content and lifecycle. Every public surface reads a resource
 * in a language the same way (`localised`): the live translation when there
 * is one; otherwise, with the fallback (the site's rule, decision 125), the
 * English source marked as English; without it, nothing.
 *
 * Search follows the text's language: PostgreSQL's text-search configuration
 * of that language (French stems `patients` to `patient`), and accents folded
 * on both sides (`santé` and `sante` are one word) with `translate()`, which
 * PGlite and PostgreSQL both have: no `unaccent` extension to install.
 */
import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { z } from 'zod'
import type { Queryable } from '~/db/client.server'
import { live } from '~/db/live'
import { auditLog, resources, resourceTranslations } from '~/db/schema'
import { defaultLanguage, type Language } from '~/languages/languages'
import { createId } from '~/utils/ids'
import { sanitizeRichText } from '~/utils/sanitize-html.server'

/** PostgreSQL's text-search configuration for each language of the site. */
const searchConfigurations: Record<Language, string> = {
  de: 'german',
  en: 'english',
  es: 'spanish',
  fr: 'french',
  id: 'indonesian',
  pt: 'portuguese',
}

const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżž'
const PLAIN = 'aaaaaaaaaccccdeeeeeeeeiiiiiilnnnooooooooorrssstuuuuuuuuyyzzz'

/** Lower case with the accents folded away, the same on PGlite and PostgreSQL. */
export function foldAccents(text: SQL): SQL {
  return sql`translate(replace(replace(replace(lower(${text}), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss'), ${ACCENTED}, ${PLAIN})`
}

const configuration = (language: Language) => sql.raw(`'${searchConfigurations[language]}'`)

const withoutTags = (html: SQLWrapper) =>
  sql`coalesce(regexp_replace(${html}, '<[^>]*>', ' ', 'g'), '')`

export interface ReadOptions {
  /** The page's or the caller's language. */
  language: Language
  /** Show the English source where no translation is live (the site's rule); default true. */
  fallback?: boolean
}

/**
 * What a query of resources reads in a language: the join to the live
 * translation, the shown fields, the condition the fallback sets, and the
 * search in the shown text's own language.
 */
export function localised({ language, fallback = true }: ReadOptions) {
  const t = resourceTranslations
  const translated = sql<boolean>`(${t.id} is not null)`
  const join = and(eq(t.resourceId, resources.id), eq(t.language, language), live(t))!
  const englishText = sql`coalesce(${resources.title}, '') || ' ' || coalesce(${resources.description}, '') || ' ' || ${withoutTags(resources.content)}`
  const translatedText = sql`coalesce(${t.title}, '') || ' ' || coalesce(${t.description}, '') || ' ' || ${withoutTags(t.content)}`
  return {
    join,
    /** Only what is shown in the language: everything with the fallback, translations without. */
    shown: fallback || language === defaultLanguage ? undefined : translated,
    title: sql<string>`coalesce(${t.title}, ${resources.title})`,
    description: sql<string>`coalesce(${t.description}, ${resources.description})`,
    content: sql<
      string | null
    >`case when ${translated} then ${t.content} else ${resources.content} end`,
    /** The language the shown text is in. */
    contentLanguage: sql<Language>`case when ${translated} then ${language} else ${defaultLanguage} end`,
    /** Search: each text in its own language, English as it always was, others folded. */
    search(query: string) {
      const english = {
        vector: sql`to_tsvector('english', ${englishText})`,
        query: sql`websearch_to_tsquery('english', ${query})`,
      }
      const own = {
        vector: sql`to_tsvector(${configuration(language)}, ${foldAccents(translatedText)})`,
        query: sql`websearch_to_tsquery(${configuration(language)}, ${foldAccents(sql`${query}`)})`,
      }
      return {
        matches: sql`case when ${translated} then ${own.vector} @@ ${own.query} else ${english.vector} @@ ${english.query} end`,
        rank: sql`case when ${translated} then ts_rank(${own.vector}, ${own.query}) else ts_rank(${english.vector}, ${english.query}) end`,
        headline: (text: SQL, options: string) =>
          sql<string>`case when ${translated} then ts_headline(${configuration(language)}, ${text}, ${own.query}, ${options}) else ts_headline('english', ${text}, ${english.query}, ${options}) end`,
      }
    },
  }
}

/** The live translation of one resource in a language, if any. */
export async function liveTranslation(db: Queryable, resourceId: string, language: Language) {
  if (language === defaultLanguage) return undefined
  const [row] = await db
    .select()
    .from(resourceTranslations)
    .where(
      and(
        eq(resourceTranslations.resourceId, resourceId),
        eq(resourceTranslations.language, language),
        live(resourceTranslations),
      ),
    )
    .limit(1)
  return row
}

/** A resource's translations (for staff: drafts and scheduled ones too), by language. */
export async function translationsOf(db: Queryable, resourceId: string, onlyLive: boolean) {
  return db
    .select()
    .from(resourceTranslations)
    .where(
      and(
        eq(resourceTranslations.resourceId, resourceId),
        onlyLive ? live(resourceTranslations) : isNull(resourceTranslations.deletedAt),
      ),
    )
    .orderBy(resourceTranslations.language)
}

/** What a translation's save takes: the fields that differ by language, and its lifecycle. */
export const translationSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(300),
    description: z.string().trim().min(1, 'Description is required').max(2000),
    content: z.string().max(500_000).nullish(),
    status: z.enum(['draft', 'scheduled', 'published']).default('draft'),
    publishAt: z.coerce.date().nullish(),
  })
  .strict()
  .refine((value) => value.status !== 'scheduled' || value.publishAt, {
    message: 'A scheduled translation needs publishAt',
    path: ['publishAt'],
  })

export type TranslationValues = z.infer<typeof translationSchema>

/** Creates or replaces a resource's translation in one language, audited on its resource. */
export async function saveTranslation(
  db: Queryable,
  resourceId: string,
  language: Language,
  values: TranslationValues,
  actor: string | null,
) {
  return db.transaction(async (tx) => {
    const fields = {
      title: values.title,
      description: values.description,
      content: values.content ? sanitizeRichText(values.content) : null,
      status: values.status,
      publishAt: values.status === 'scheduled' ? (values.publishAt ?? null) : null,
      deletedAt: null,
      updatedAt: new Date(),
    }
    const [saved] = await tx
      .insert(resourceTranslations)
      .values({ id: createId('rtr'), resourceId, language, ...fields })
      .onConflictDoUpdate({
        target: [resourceTranslations.resourceId, resourceTranslations.language],
        set: fields,
      })
      .returning()
    await tx.insert(auditLog).values({
      id: createId('audit'),
      action: 'update',
      entityType: 'resources',
      entityId: resourceId,
      actor,
      details: { translation: language, after: { title: fields.title, status: fields.status } },
    })
    return saved!
  })
}

/** Deletes a resource's translation in one language; false when there was none. */
export async function deleteTranslation(
  db: Queryable,
  resourceId: string,
  language: Language,
  actor: string | null,
) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(resourceTranslations)
      .where(
        and(
          eq(resourceTranslations.resourceId, resourceId),
          eq(resourceTranslations.language, language),
        ),
      )
      .returning({ id: resourceTranslations.id })
    if (deleted.length === 0) return false
    await tx.insert(auditLog).values({
      id: createId('audit'),
      action: 'delete',
      entityType: 'resources',
      entityId: resourceId,
      actor,
      details: { translation: language },
    })
    return true
  })
}
