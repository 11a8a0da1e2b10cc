import type * as React from 'react'
import { cn } from '~/utils/cn'
import { inputClassName } from './input'

/** A styled native <select>: keyboard, screen readers and no-JavaScript forms work as the platform does. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(inputClassName, 'w-full', 'h-10 pr-8', className)}
      {...props}
    />
  )
}
