/**
 * Importing a translation (issue 36): one locale file (`common`, `home`…) as
 * the Translation Manager downloads it, checked key by key against the rules
 * before anything is stored. Nothing is applied while any key is refused.
 */
import type { Database } from '~/db/client.server'
import { keysOf } from '~/locales/locale-files'
import { copyCatalogue, copyEntry, defaultCopy } from './catalogue.server'
import { copyValueError, missingPluralForms } from './rules'
import { saveCopyDraft } from './store.server'
import { valueAt } from '~/i18n-admin/missing-keys'

export interface ImportLine {
  key: string
  status: 'draft' | 'unchanged' | 'refused'
  message?: string
}

/** The report of importing `file` as `namespace` in `language`: one line per key of the file. */
export function checkImport(language: string, namespace: string, file: unknown): ImportLine[] {
  if (!file || typeof file !== 'object' || Array.isArray(file))
    return [{ key: namespace, status: 'refused', message: 'The file is not a JSON object.' }]
  const paths = keysOf(file)
  const given = new Set(paths.map((path) => `${namespace}:${path}`))
  const lines: ImportLine[] = paths.map((path) => {
    const key = `${namespace}:${path}`
    const value = valueAt(file, path)
    const entry = copyEntry(key)
    if (!entry)
      return { key, status: 'refused', message: `Unknown key: ${key} is not a text of the site.` }
    if (typeof value !== 'string')
      return { key, status: 'refused', message: 'A text must be a string.' }
    const error = copyValueError(key, language, entry.english, value)
    if (error) return { key, status: 'refused', message: error }
    return { key, status: value === defaultCopy(key, language) ? 'unchanged' : 'draft' }
  })
  // A plural group of the English file given in part: the forms left out are named.
  const englishKeys = copyCatalogue()
    .filter((entry) => entry.namespace === namespace)
    .map((entry) => entry.key)
  const forms = missingPluralForms(englishKeys, given)
  for (const key of forms)
    lines.push({ key, status: 'refused', message: `The plural form ${key} is missing.` })
  return lines
}

/** Stores the import's changed texts as drafts, when no key is refused; the report either way. */
export async function applyImport(
  db: Database,
  language: string,
  namespace: string,
  file: unknown,
  actor: string,
) {
  const report = checkImport(language, namespace, file)
  const applied = report.every((line) => line.status !== 'refused')
  if (applied)
    await db.transaction(async (tx) => {
      for (const line of report)
        if (line.status === 'draft')
          await saveCopyDraft(
            tx,
            language,
            line.key,
            valueAt(file, line.key.split(':')[1]!) as string,
            actor,
          )
    })
  return { applied, report }
}
