import type * as React from 'react'
import { cn } from '~/utils/cn'

type TableProps = React.ComponentProps<'table'> & {
  /** Names the scroll area (aria-label); see below. */
  label?: string
  /** Id of the element naming the scroll area (aria-labelledby); see below. */
  labelledBy?: string
}

/**
 * A table in a bordered box that scrolls sideways when it is wider than the
 * screen, never the page: the box contains even the visually hidden texts of
 * its cells (`relative`), and its first column stays in view while the rest
 * scrolls, so a row is still recognisable on a phone. Given a `label` or
 * `labelledBy`, the box is a named, focusable region so keyboard users can
 * scroll it.
 */
export function Table({ label, labelledBy, className, ...props }: TableProps) {
  const focusable = label !== undefined || labelledBy !== undefined
  // Spread because the lint rule only accepts tabIndex next to a literal role="region".
  const region = focusable ? { tabIndex: 0, role: 'region' } : {}
  return (
    <div
      data-slot="table-container"
      {...region}
      aria-label={label}
      aria-labelledby={labelledBy}
      className={cn(
        'relative overflow-x-auto rounded-lg border',
        focusable && 'focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
      )}
    >
      <table
        data-slot="table"
        className={cn(
          'w-full text-left text-sm',
          '[&_tr>:first-child]:sticky [&_tr>:first-child]:left-0 [&_tr>:first-child]:z-10',
          '[&_tbody_tr>:first-child]:bg-background [&_thead_tr>:first-child]:bg-muted',
          className,
        )}
        {...props}
      />
    </div>
  )
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('bg-muted', className)} {...props} />
}

export function TableBody(props: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" {...props} />
}

/** A body row, ruled off from the one above; the header's single row is a plain `<tr>`. */
export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr data-slot="table-row" className={cn('border-t', className)} {...props} />
}

/** A column header: `scope="col"` unless told otherwise. */
export function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn('px-4 py-3 font-medium', className)}
      {...props}
    />
  )
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-4 py-3', className)} {...props} />
}
