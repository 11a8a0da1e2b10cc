import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '~/utils/cn'

const logoVariants = cva('inline-flex items-center font-semibold tracking-tight text-foreground', {
  variants: {
    size: {
      small: 'gap-1.5 text-lg [&_svg]:size-6',
      medium: 'gap-2 text-xl [&_svg]:size-8',
      large: 'gap-2.5 text-3xl [&_svg]:size-11',
    },
  },
  defaultVariants: { size: 'medium' },
})

/** The Alakin mark and word mark. Decorative by default: the link around it names it. */
export function Logo({
  className,
  size,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof logoVariants>) {
  return (
    <span data-slot="logo" className={cn(logoVariants({ size, className }))} {...props}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 23 16 8l7 15M11.8 17h8.4"
          fill="none"
          stroke="white"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>Alakin</span>
    </span>
  )
}
