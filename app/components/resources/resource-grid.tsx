import { ResourceCard, type ResourceCardItem } from './resource-card'

/** Class names in full, so Tailwind sees them: a grid of one, two or three columns from lg. */
const largeColumns = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3' } as const

/** Resources as a responsive grid of cards. */
export function ResourceGrid({
  items,
  headingLevel,
  columns = 3,
}: {
  items: ResourceCardItem[]
  headingLevel?: 2 | 3
  /** Columns from lg (a library section as wide as its cards). */
  columns?: 1 | 2 | 3
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${largeColumns[columns]}`}>
      {items.map((item) => (
        <li key={item.id}>
          <ResourceCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
