import { ArrowDown, ArrowUp, Pencil } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCsrfToken } from '~/admin/use-csrf-token'
import { ConfirmDelete } from '~/components/admin/confirm-delete'
import { Button } from '~/components/ui/button'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table'

export interface TableColumn<Row> {
  key: string
  /** The column's heading, also shown before the value when rows stack on a phone. */
  header: string
  cell: (row: Row) => ReactNode
  className?: string
  /** A sortable column: the link that sorts by it, and whether it sorts the list now. */
  sort?: { href: string; active?: 'asc' | 'desc' }
  /** The item's name: on a phone it leads its card, full width and without its heading. */
  lead?: boolean
  /** A long value (a path, a description): on a phone it takes the card's whole width. */
  wide?: boolean
}

interface ListTableProps<Row> {
  rows: readonly Row[]
  rowKey: (row: Row) => string
  columns: TableColumn<Row>[]
  /** What an empty list says (or offers) instead of the table. */
  empty: ReactNode
  /** The row's buttons, in a last column that stays in view on a phone. */
  actions?: (row: Row) => ReactNode
  label?: string
  labelledBy?: string
  caption?: { id: string; text: string }
}

// Below the `md` width each row stacks as a card: the item's name first, then
// the other values two by two under their headings, the actions last and
// never scrolled off-screen.
const stacked = {
  table: 'max-md:block max-md:[&_tr>:first-child]:static',
  head: 'max-md:sr-only',
  body: 'max-md:block',
  row: 'max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:px-4 max-md:py-3 max-md:first:border-t-0',
  // A value left empty (no author for a sign-in) shows no heading over nothing.
  cell: 'max-md:block max-md:min-w-0 max-md:p-0 max-md:empty:hidden',
  labelled:
    'max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]',
  lead: 'max-md:order-first max-md:col-span-2 max-md:text-base max-md:font-medium',
  wide: 'max-md:col-span-2',
}

const cellClass = <Row,>(column: TableColumn<Row>) =>
  [
    'align-top',
    stacked.cell,
    column.lead ? stacked.lead : stacked.labelled,
    column.wide && !column.lead ? stacked.wide : '',
    column.className ?? '',
  ].join(' ')

/** The back office's list of items: one table at desk widths, stacked rows on a phone. */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const { t } = useTranslation()
  const { rows, columns, actions, caption } = props
  if (rows.length === 0)
    return typeof props.empty === 'string' ? (
      <p className="rounded-lg border p-8 text-center text-muted-foreground">{props.empty}</p>
    ) : (
      props.empty
    )
  return (
    <Table
      label={props.label}
      labelledBy={caption?.id ?? props.labelledBy}
      className={stacked.table}
    >
      {caption ? (
        <caption id={caption.id} className="sr-only">
          {caption.text}
        </caption>
      ) : null}
      <TableHeader className={stacked.head}>
        <tr>
          {columns.map((column) => (
            <TableHead
              key={column.key}
              aria-sort={
                column.sort?.active
                  ? column.sort.active === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : undefined
              }
            >
              {column.sort ? <SortLink column={column} /> : column.header}
            </TableHead>
          ))}
          {actions ? <TableHead>{t('admin.common.actions')}</TableHead> : null}
        </tr>
      </TableHeader>
      <TableBody className={stacked.body}>
        {rows.map((row) => (
          <TableRow key={props.rowKey(row)} className={stacked.row}>
            {columns.map((column) => (
              <TableCell key={column.key} data-label={column.header} className={cellClass(column)}>
                {column.cell(row)}
              </TableCell>
            ))}
            {actions ? (
              <TableCell className="whitespace-nowrap max-md:col-span-2 max-md:p-0">
                {actions(row)}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function SortLink<Row>({ column }: { column: TableColumn<Row> }) {
  const { t } = useTranslation()
  const active = column.sort?.active
  return (
    <Link
      to={column.sort?.href ?? '?'}
      className="inline-flex items-center gap-1 rounded-sm hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
    >
      {column.header}
      <span className="sr-only">{t('admin.resources.sortBy')}</span>
      {active === 'asc' ? <ArrowUp className="size-3.5" aria-hidden="true" /> : null}
      {active === 'desc' ? <ArrowDown className="size-3.5" aria-hidden="true" /> : null}
    </Link>
  )
}

interface EditAndDeleteProps {
  id: string
  /** The item's name, for the buttons' accessible names and the question. */
  name: string
  editHref: string
  /** The id whose delete question is open (the `confirm` URL parameter, without JavaScript). */
  confirming: string | null
  permanent?: boolean
  deleteDisabled?: boolean
}

/** A row's Edit link and Delete (or Move to trash) button, or the open question. */
export function EditAndDelete({ id, name, editHref, confirming, ...rest }: EditAndDeleteProps) {
  const { t } = useTranslation()
  const csrfToken = useCsrfToken()
  if (confirming === id)
    return (
      <ConfirmDelete id={id} name={name} csrfToken={csrfToken} inline permanent={rest.permanent} />
    )
  return (
    <span className="flex items-center gap-1">
      <Button asChild variant="ghost" size="icon">
        <Link to={editHref} aria-label={t('admin.common.editNamed', { name })}>
          <Pencil aria-hidden="true" />
        </Link>
      </Button>
      <ConfirmDelete
        id={id}
        name={name}
        csrfToken={csrfToken}
        permanent={rest.permanent}
        disabled={rest.deleteDisabled}
      />
    </span>
  )
}
