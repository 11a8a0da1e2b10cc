/**
 * /api/languages[/{code}] (decision 100): which languages the site serves, for
 * anyone; a switch (`PATCH {"active": true}`) for staff.
 */
import { z } from 'zod'
import { db } from '~/db/db.server'
import {
  DefaultLanguageError,
  languageStates,
  setLanguageActive,
} from '~/languages/active-languages.server'
import { isLanguage } from '~/languages/languages'
import { API_BODY_BYTES } from '~/utils/body-limits.server'
import { fieldErrorsOf } from '../save.server'
import { authenticatedWrite } from './auth.server'
import { ApiError, handle, json, methodNotAllowed, readJsonBody } from './http.server'

const languageSwitchSchema = z.object({ active: z.boolean() }).strict()

export async function apiLanguages(request: Request, code: string | undefined) {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return handle(async () => {
      const states = await languageStates(db())
      if (!code) return json(states)
      const state = states.find((language) => language.code === code)
      if (!state) throw new ApiError(404, 'No such language')
      return json(state)
    })
  }
  if (!code || request.method !== 'PATCH') return methodNotAllowed(code ? 'GET, PATCH' : 'GET')
  return authenticatedWrite(request, async (actor) => {
    if (!isLanguage(code)) throw new ApiError(404, 'No such language')
    const result = languageSwitchSchema.safeParse(await readJsonBody(request, API_BODY_BYTES))
    if (!result.success)
      throw new ApiError(422, 'Validation failed', { errors: fieldErrorsOf(result.error) })
    try {
      await setLanguageActive(db(), code, result.data.active, actor)
    } catch (error) {
      if (error instanceof DefaultLanguageError)
        throw new ApiError(422, 'Validation failed', { errors: { active: [error.message] } })
      throw error
    }
    const states = await languageStates(db())
    return json(states.find((language) => language.code === code))
  })
}
