import type * as React from 'react'
import { cn } from '~/utils/cn'

/** A form field: label, control, optional description and its error, stacked. */
export function Field({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('grid gap-1.5', className)} {...props} />
}

// Callers always pass htmlFor; the rule cannot see it through the props spread.
/* eslint-disable jsx-a11y/label-has-associated-control */
export function FieldLabel({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    <label data-slot="field-label" className={cn('text-sm font-medium', className)} {...props} />
  )
}
/* eslint-enable jsx-a11y/label-has-associated-control */

export function FieldError({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <p id={id} data-slot="field-error" className="text-sm text-destructive">
      {errors[0]}
    </p>
  )
}
