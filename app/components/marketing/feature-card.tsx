import type { LucideIcon } from 'lucide-react'
import { cn } from '~/utils/cn'

// The looks the public pages give this card: 'outline' on the about and
// platform pages; 'raised' (white, shadowed, teal icon) on the compliance page;
// on the home page 'warning' for the stakes (a red icon) and 'badge' for the
// advantages (the icon on a tinted tile).
const variants = {
  outline: { card: 'rounded-lg', icon: 'text-primary', text: '' },
  raised: { card: 'rounded-lg bg-background shadow-sm', icon: 'text-brand-teal', text: 'text-sm' },
  warning: { card: 'rounded-xl bg-background', icon: 'text-destructive', text: '' },
  badge: { card: 'rounded-xl bg-background shadow-sm', icon: '', text: '' },
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
    <li className={cn('border p-6', styles.card)}>
      {variant === 'badge' ? (
        <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      ) : (
        <Icon className={cn('size-8', styles.icon)} aria-hidden="true" />
      )}
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className={cn('mt-2 text-muted-foreground', styles.text)}>{text}</p>
    </li>
  )
}
