import { cva, type VariantProps } from 'class-variance-authority'
import type { ReactNode } from 'react'
import { cn } from '~/utils/cn'

// scroll-mt-20 keeps a section's heading clear of the fixed site header when
// it is reached through its #id.
const pageSectionVariants = cva('scroll-mt-20 px-4 py-16 sm:px-6', {
  variants: {
    tone: { none: '', muted: 'bg-muted', secondary: 'bg-secondary' },
  },
  defaultVariants: { tone: 'none' },
})

const contentWidths = {
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '6xl': 'max-w-6xl',
  '7xl': 'max-w-7xl',
} as const

/**
 * A section of a public page: a full-width band (plain, muted or secondary)
 * with a centred column that starts with the section's h2 and an optional
 * subtitle. The section is named by its heading, whose id is `${id}-title`.
 */
export function PageSection({
  id,
  title,
  subtitle,
  tone,
  width = '6xl',
  align = 'center',
  boxed = false,
  className,
  children,
}: {
  id: string
  title: string
  subtitle?: string
  width?: keyof typeof contentWidths
  /** Where the heading and subtitle sit; the content lays itself out. */
  align?: 'center' | 'start'
  /**
   * The section itself is the centred column, its padding inside the width
   * rather than around it: how the compliance page's security section has
   * always been laid out (its content is 3rem narrower on wide screens).
   */
  boxed?: boolean
  className?: string
  children: ReactNode
} & VariantProps<typeof pageSectionVariants>) {
  const titleId = `${id}-title`
  const column = cn('mx-auto', contentWidths[width])
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn(pageSectionVariants({ tone }), boxed && column, className)}
    >
      <div className={cn(!boxed && column)}>
        <div className={cn(align === 'center' && 'text-center')}>
          <h2 id={titleId} className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          {subtitle && (
            <p
              className={cn(
                'mt-3 text-lg',
                // Text on the secondary band takes that band's own foreground colour;
                // a left-aligned subtitle is kept to a readable line length.
                tone === 'secondary' ? 'text-secondary-foreground' : 'text-muted-foreground',
                align === 'start' && 'max-w-3xl',
              )}
            >
              {subtitle}
            </p>
          )}
        </div>
        {children}
      </div>
    </section>
  )
}
