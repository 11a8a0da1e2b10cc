import { useTranslation } from 'react-i18next'
import type { Leader } from './leaders'

export function LeaderCard({ leader }: { leader: Leader }) {
  const { t } = useTranslation('about')
  const name = t(`team.members.${leader.key}.name`)
  return (
    <li className="flex flex-col items-center rounded-lg border bg-background p-8 text-center shadow-sm">
      <img
        src={leader.portrait}
        // A monogram medallion (decision 056): the name is the heading below.
        alt=""
        width={160}
        height={160}
        loading="lazy"
        className="size-40 rounded-full bg-secondary"
      />
      <h3 className="mt-6 text-xl font-semibold">{name}</h3>
      <p className="mt-1 text-sm font-medium text-brand-teal">
        {t(`team.members.${leader.key}.title`)}
      </p>
      <blockquote className="mt-4 text-muted-foreground italic">
        <p>“{t(`team.members.${leader.key}.quote`)}”</p>
      </blockquote>
    </li>
  )
}
