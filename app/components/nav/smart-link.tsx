import { type LinkProps, useLocation } from 'react-router'
import { Link } from '~/languages/link'
import { scrollToSamePageHash } from './scroll-to-hash'

/**
 * A Link that, when its hash targets the current page, scrolls there smoothly
 * instead of navigating (public-site §2 "Navigation bar"). Without JavaScript
 * it is a plain link.
 */
export function SmartLink({ to, onClick, ...props }: LinkProps & { to: string }) {
  const { pathname } = useLocation()
  return (
    <Link
      to={to}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || event.button !== 0) return
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        if (scrollToSamePageHash(to, pathname)) event.preventDefault()
      }}
      {...props}
    />
  )
}
