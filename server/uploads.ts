/**
 * GET and HEAD /uploads/{filename} (decisions 084 and 132): the stored file,
 * sandboxed (nosniff is set for every response), sent from its disk copy by
 * Node itself rather than through a fetch Response, so a download reuses its
 * buffers. HEAD, 304 and 404 never read its bytes. Public while published
 * content links to it; otherwise for a live preview link of an item that
 * links to it, or an administrator, and never cached.
 */
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import { getAdminSession } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { answerUpload } from '~/uploads/answer.server'
import { ClientGoneError, sendUploadAnswer } from '~/uploads/send.server'
import { sendMethodNotAllowed, toFetchRequest } from './router-handler'

export function serveUploads(dataDir: string) {
  const cacheDir = path.join(dataDir, 'cache', 'uploads')
  return async (req: Request<{ filename: string }>, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendMethodNotAllowed(req, res, ['GET', 'HEAD'])
    try {
      const request = toFetchRequest(req)
      const answer = await answerUpload(db(), request, req.params.filename, {
        cacheDir,
        isAdministrator: async () => Boolean(await getAdminSession(request)),
      })
      await sendUploadAnswer(res, answer)
    } catch (error) {
      if (error instanceof ClientGoneError) return
      if (res.headersSent) res.destroy()
      else next(error)
    }
  }
}
