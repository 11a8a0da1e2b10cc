import { cva, type VariantProps } from 'class-variance-authority'
import { cloneElement, isValidElement } from 'react'
import type * as React from 'react'
import { cn } from '~/utils/cn'

/** The spec's button variants and sizes (public-site §9), exported so a link can look like a button. */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-[color,background-color,border-color,box-shadow] outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 motion-reduce:transition-none [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline:
          'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        'white-outline':
          'border border-white bg-transparent text-white hover:bg-white hover:text-primary',
        cookie: 'bg-brand-navy text-white shadow-sm hover:bg-brand-navy/90',
        // The main action on a dark band (the closing call to action).
        inverse: 'bg-white text-brand-navy shadow-sm hover:bg-white/90',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-11 px-8 text-base',
        // As lg, but taller when its label wraps (a label in a span with whitespace-normal).
        'lg-wrap': 'min-h-11 px-8 py-2 text-base',
        // As default, for a label that may wrap (in a span with whitespace-normal).
        wrap: 'min-h-10 px-3 py-2 text-sm',
        icon: 'size-10 text-sm',
        'icon-sm': 'size-9 text-sm',
        compact: 'h-8 px-2.5 text-xs',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export function Button({
  className,
  variant,
  size,
  asChild = false,
  children,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const classes = cn(buttonVariants({ variant, size, className }))
  if (asChild) return slotted(children, { 'data-slot': 'button', ...props, className: classes })
  return (
    <button data-slot="button" className={classes} {...props}>
      {children}
    </button>
  )
}

type SlotProps = React.HTMLAttributes<HTMLElement> & { 'data-slot': string }

/**
 * `asChild`: the button's classes and attributes on its one child (a link)
 * instead of a <button>, the child's own attributes first and both class
 * lists kept. Radix's Slot does this and more (both click handlers called,
 * refs composed) that no caller needs, and weighed 1.3 kB on every page
 * (decision 081); Radix's own parts keep it.
 */
function slotted(child: React.ReactNode, props: SlotProps) {
  if (!isValidElement<React.HTMLAttributes<HTMLElement>>(child)) {
    throw new Error('Button asChild takes one element')
  }
  return cloneElement(child, {
    ...props,
    ...child.props,
    className: cn(props.className, child.props.className),
  })
}
