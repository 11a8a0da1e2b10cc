import type { LucideIcon } from 'lucide-react'
import { cn } from '~/utils/cn'

// 'outline' is the plain card of the about and platform pages; 'raised' the
// white, shadowed card of the compliance page, with the brand's teal icon.
const variants = {
  outline: { card: '', icon: 'text-primary', text: '' },
  raised: { card: 'bg-background shadow-sm', icon: 'text-brand-teal', text: 'text-sm' },
} as const

/** An icon, a heading and a sentence in a bordered card: one item of a grid (render it in a ul). */
export function FeatureCard({
  icon: Icon,
  title,
  text,
  variant = 'outline',
}: {
  icon: LucideIcon
  title: string
  text: string
  variant?: keyof typeof variants
}) {
  const styles = variants[variant]
  return (
    <li className={cn('rounded-lg border p-6', styles.card)}>
      <Icon className={cn('size-8', styles.icon)} aria-hidden="true" />
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className={cn('mt-2 text-muted-foreground', styles.text)}>{text}</p>
    </li>
  )
}
