import path from 'node:path'
import { getAdminSession } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { answerUpload } from '~/uploads/answer.server'
import { getEnv } from '~/utils/env.server'
import type { Route } from './+types/uploads'

/**
 * GET and HEAD /uploads/{filename}: the stored file, sandboxed (nosniff is set for every
 * response), streamed from a disk copy; HEAD, 304 and 404 never read its bytes (decision 084).
 * Public while published content links to it; otherwise for a live preview link of an item
 * that links to it, or an administrator, and never cached.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return answerUpload(db(), request, params.filename, {
    cacheDir: path.join(getEnv().dataDir, 'cache', 'uploads'),
    isAdministrator: async () => Boolean(await getAdminSession(request)),
  })
}
