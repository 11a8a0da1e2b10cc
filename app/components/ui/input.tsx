import type * as React from 'react'
import { cn } from '~/utils/cn'

export const inputClassName =
  'flex min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30 md:text-sm'

/** An input's width: the whole line by default, or a set width (no class overrides another, decision 075). */
const fieldWidths = { full: 'w-full', xs: 'w-32', md: 'w-72', lg: 'w-80' } as const

export function Input({
  className,
  type = 'text',
  fieldWidth = 'full',
  ...props
}: React.ComponentProps<'input'> & { fieldWidth?: keyof typeof fieldWidths }) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(inputClassName, 'h-10', fieldWidths[fieldWidth], className)}
      {...props}
    />
  )
}
