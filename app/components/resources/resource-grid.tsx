import { ResourceCard, type ResourceCardItem } from './resource-card'

/** Resources as a responsive grid of cards. */
export function ResourceGrid({
  items,
  headingLevel,
}: {
  items: ResourceCardItem[]
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <ResourceCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
