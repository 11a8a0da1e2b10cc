import { Book, Calendar, FileText, Newspaper, Video } from 'lucide-react'

const icons = { FileText, Book, Video, Calendar, Newspaper } as const

/** A category icon by its stored name (back-office §3); FileText for anything unknown. */
export function CollectionIcon({ name }: { name: unknown }) {
  const Icon = icons[name as keyof typeof icons] ?? FileText
  return <Icon className="size-5 text-primary" aria-hidden="true" />
}
