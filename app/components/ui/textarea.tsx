import type * as React from 'react'
import { cn } from '~/utils/cn'
import { inputClassName } from './input'

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputClassName, 'w-full', 'min-h-24', className)}
      {...props}
    />
  )
}
