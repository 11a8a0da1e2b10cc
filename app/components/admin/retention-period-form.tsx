import type * as React from 'react'
import { Form } from 'react-router'
import { useCsrfToken } from '~/admin/use-csrf-token'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { Input } from '~/components/ui/input'

/**
 * How long something is kept, as a whole number of a unit (the trash's days, contact data's
 * months): one number field with its buttons beside it at every width, and its errors under it.
 * The buttons (children) say what the form does: each sends its own `intent`.
 */
export function RetentionPeriodForm({
  id,
  name,
  label,
  value,
  max,
  errors,
  children,
}: {
  id: string
  name: string
  label: string
  value: number
  max: number
  errors?: string[]
  children: React.ReactNode
}) {
  const csrfToken = useCsrfToken()
  const invalid = Boolean(errors?.length)
  return (
    <Form method="post">
      <input type="hidden" name="csrf" value={csrfToken} />
      <Field>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        {/* The buttons sit beside the field, not after the label's width. */}
        <div className="flex flex-wrap items-center gap-3">
          <Input
            fieldWidth="xs"
            id={id}
            name={name}
            type="number"
            min={1}
            max={max}
            required
            defaultValue={value}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
          {children}
        </div>
        <FieldError id={`${id}-error`} errors={errors} />
      </Field>
    </Form>
  )
}
