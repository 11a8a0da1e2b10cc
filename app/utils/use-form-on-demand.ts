import { parse, useForm, type Submission } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import type { $ZodObject, input, output } from 'zod/v4/core'
import { useOnDemand } from './use-on-demand'

type FormOptions<Schema extends $ZodObject> = Omit<
  Parameters<typeof useForm<input<Schema>, output<Schema>>>[0],
  'onValidate' | 'shouldValidate' | 'shouldRevalidate'
>
type Checked<Schema extends $ZodObject> = Submission<input<Schema>, string[], output<Schema>>

/**
 * conform's `useForm` for a public form whose checks (the zod schema and
 * conform's zod adapter, about 20 kB) are fetched when the visitor first
 * reaches for the form: a pointer over it, a focus or a tap in it
 * (decision 078). Until they arrive nothing is lost:
 * - a field left before then is checked, and its message shown, as soon as
 *   they arrive;
 * - a send goes to the server, which checks the same schema and answers with
 *   the same messages in place (as without JavaScript).
 * The constraints (`required`, `pattern`) come from the server's loader, so
 * the first render needs no zod.
 * Fields are checked on blur, then again on each input (Epic Stack's way).
 * Spread `reach` on the form element.
 */
export function useFormOnDemand<Schema extends $ZodObject>(
  loadSchema: () => Promise<Schema>,
  options: FormOptions<Schema>,
) {
  const checks = useOnDemand(
    () => Promise.all([loadSchema(), import('@conform-to/zod/v4')]),
    ([schema, { parseWithZod }]) =>
      (formData: FormData): Checked<Schema> =>
        parseWithZod(formData, { schema }),
  )
  const validate = checks.state
  // Fields the visitor left before the checks arrived.
  const left = useRef(new Set<string>())

  const [form, fields] = useForm<input<Schema>, output<Schema>>({
    ...options,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      validate
        ? validate(formData)
        : // A field's check waits (no message yet); a send goes to the server as it is.
          (parse(formData, {
            resolve: (_value, intent) => ({ error: intent ? {} : null }),
          }) as Checked<Schema>),
  })

  useEffect(() => {
    if (!validate) return
    for (const name of left.current) form.validate({ name })
    left.current.clear()
  }, [validate, form])

  const reach = {
    onPointerEnter: checks.prefetch,
    onPointerDown: checks.prefetch,
    onFocus: checks.prefetch,
    onBlur: (event: React.FocusEvent<HTMLFormElement>) => {
      const name = (event.target as Partial<HTMLInputElement>).name
      if (!validate && name) left.current.add(name)
    },
  }
  return [form, fields, reach] as const
}
