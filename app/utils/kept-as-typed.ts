import { parse } from '@conform-to/react'

/**
 * What the visitor typed, as a conform result that puts it back in the form,
 * for a send that got no answer (keep-typed-on-failure.ts). Unchecked: the
 * schema's code may be what the network failed to bring (decision 078), and
 * the server checks every send anyway. Apart from keep-typed-on-failure.ts,
 * whose rules every page loads, so that conform stays on the form pages.
 */
export function keptAsTyped(formData: FormData) {
  return parse<unknown, string[]>(formData, { resolve: () => ({ value: undefined }) }).reply()
}
