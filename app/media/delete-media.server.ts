/**
 * Deleting a library item for good (decision 123): refused while any content
 * links to it, whatever that content's status (a draft, an item in the trash:
 * restoring it must find its file). The delete itself checks again, so a use
 * saved in between cannot be left pointing at nothing.
 */
import { and, eq, isNull, not } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { uploadedFiles } from '~/db/schema'
import { i18n } from '~/i18n'
import { isReferenced } from '~/uploads/references.server'
import { mediaItem } from './library.server'
import { describeUse, type UsedBy } from './used-by.server'

export type MediaDeletion =
  | { outcome: 'deleted' }
  | { outcome: 'missing' }
  | { outcome: 'used'; usedBy: UsedBy[]; message: string }

export async function deleteMedia(db: Queryable, id: string): Promise<MediaDeletion> {
  const item = await mediaItem(db, id)
  if (!item) return { outcome: 'missing' }
  // Refused without writing anything: even an empty delete would bump the content version.
  if (item.usedBy.length > 0) return refusal(item.usedBy)
  // Its variants and chunks go with it (on delete cascade).
  const deleted = await db
    .delete(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.id, id),
        isNull(uploadedFiles.variantOf),
        not(isReferenced(uploadedFiles.filename)),
      ),
    )
    .returning({ id: uploadedFiles.id })
  if (deleted.length > 0) return { outcome: 'deleted' }
  // A use was saved since the first look.
  return refusal((await mediaItem(db, id))?.usedBy ?? [])
}

function refusal(usedBy: UsedBy[]): MediaDeletion {
  return {
    outcome: 'used',
    usedBy,
    message: i18n.t('admin.media.deleteRefused', { uses: usedBy.map(describeUse).join('; ') }),
  }
}
