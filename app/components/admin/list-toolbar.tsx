import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Form, Link, useNavigation, useSubmit } from 'react-router'
import { ListLoadingStatus } from '~/components/admin/list-loading-status'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'

interface ListToolbarProps {
  /** The list's address: its loading line shows only while this list reloads. */
  path: string
  searchId: string
  searchLabel: string
  query: string
  /** What the list says while a search is answered, if it says anything. */
  loadingText: string | null
  addHref: string
  addLabel: string
  /** Hidden fields that travel with the search (the sort order). */
  children?: ReactNode
}

/** An admin list's live search field and its Add button. */
export function ListToolbar(props: ListToolbarProps) {
  const submit = useSubmit()
  const navigation = useNavigation()
  const reloading = navigation.state === 'loading' && navigation.location.pathname === props.path
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-5">
      <Form method="get" role="search" className="relative w-full max-w-sm">
        <label htmlFor={props.searchId} className="sr-only">
          {props.searchLabel}
        </label>
        {props.children}
        <Input
          id={props.searchId}
          type="search"
          name="q"
          defaultValue={props.query}
          placeholder={props.searchLabel}
          // Live search: each keystroke asks the server, replacing the history entry.
          onChange={(event) => submit(event.currentTarget.form, { replace: true })}
        />
        <ListLoadingStatus text={reloading ? props.loadingText : null} />
      </Form>
      <Button asChild>
        <Link to={props.addHref}>
          <Plus aria-hidden="true" />
          {props.addLabel}
        </Link>
      </Button>
    </div>
  )
}
