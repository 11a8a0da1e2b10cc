import { PaginationNav } from '~/components/admin/pagination-nav'

const pageHref = (page: number) => (page <= 1 ? '/admin/outbox' : `/admin/outbox?page=${page}`)

export function OutboxPagination({ page, pageCount }: { page: number; pageCount: number }) {
  return <PaginationNav page={page} pageCount={pageCount} href={pageHref} words="admin.outbox" />
}
