/**
 * The media library's files offered as choices in a content form (a video's
 * caption file): for each field that asks for a kind, the library's items of
 * that kind by name and address. The form lists them beside the field, so a
 * file is chosen from the library rather than its address copied by hand.
 */
import type { FormField } from '~/content/collection'
import type { Queryable } from '~/db/client.server'
import { listMedia } from './library.server'

export type LibraryChoices = Record<string, Array<{ name: string; url: string }>>

export async function libraryChoices(db: Queryable, fields: FormField[]): Promise<LibraryChoices> {
  const choices: LibraryChoices = {}
  for (const field of fields)
    if (field.library)
      choices[field.name] = (await listMedia(db, { kind: field.library })).map((item) => ({
        name: item.name,
        url: item.url,
      }))
  return choices
}
