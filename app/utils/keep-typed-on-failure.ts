import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * The browser half of "a failed send keeps the form" (public-site §4, §8):
 * a public form's clientAction runs the server action and, when the request
 * never gets an answer (the network drops) or the server throws instead of
 * answering, returns the same failure the action itself gives for a failed
 * database write, built from what the visitor typed. The page never turns
 * into the error page; the form shows the spec's error toast with its values.
 */
export async function serverActionOrFailure<T>(
  request: Request,
  serverAction: () => Promise<T>,
  failure: (formData: FormData) => T,
): Promise<T> {
  const formData = await request.clone().formData()
  try {
    return await serverAction()
  } catch (error) {
    // A redirect is an answer, not a failure.
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error
    console.error('form submission failed', error)
    return failure(formData)
  }
}

/**
 * After a failed send nothing changed on the server, and the network may be
 * down: no loader runs again (a failing reload would turn the page into the
 * error page after all). Exported as `shouldRevalidate` by the root and the
 * routes of the public forms.
 */
export function skipRevalidationAfterFailedSend({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const failed =
    typeof actionResult === 'object' &&
    actionResult !== null &&
    'failed' in actionResult &&
    actionResult.failed === true
  return failed ? false : defaultShouldRevalidate
}
