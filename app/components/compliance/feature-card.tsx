import type { LucideIcon } from 'lucide-react'

/** An icon, a heading and a sentence: one claim or practice of the compliance page. */
export function FeatureCard({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon
  title: string
  text: string
}) {
  return (
    <li className="rounded-lg border bg-background p-6 shadow-sm">
      <Icon className="size-8 text-brand-teal" aria-hidden="true" />
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-sm text-muted-foreground">{text}</p>
    </li>
  )
}
