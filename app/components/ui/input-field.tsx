import { getInputProps, type FieldMetadata } from '@conform-to/react'
import type * as React from 'react'
import { Field, FieldError, FieldLabel } from './field'
import { Input } from './input'

/** A labelled conform text input with its error: the form field used everywhere. */
export function InputField({
  meta,
  label,
  type = 'text',
  ...inputProps
}: {
  meta: FieldMetadata<unknown>
  label: string
  type?: 'text' | 'email' | 'tel' | 'number' | 'url' | 'password' | 'date' | 'time'
} & Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <Field>
      <FieldLabel htmlFor={meta.id}>{label}</FieldLabel>
      <Input {...getInputProps(meta, { type })} {...inputProps} />
      <FieldError id={meta.errorId} errors={meta.errors} />
    </Field>
  )
}

/** The form-level error (a server refusal), announced to screen readers. */
export function FormErrors({ errors }: { errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
      {errors[0]}
    </p>
  )
}

/**
 * A failed send said in the page, for browsers without JavaScript (which get
 * no toast): the toast's title and text, announced.
 */
export function FailureNotice({ title, body }: { title: string; body: string }) {
  return (
    <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
      <strong>{title}:</strong> {body}
    </p>
  )
}
