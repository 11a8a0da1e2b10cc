import { clsx, type ClassValue } from 'clsx'

let conflictCheck: ((classes: string) => void) | undefined

/**
 * Class names joined, not merged (decision 075): a component's classes and a
 * caller's never set the same property, because the stylesheet's order, not
 * the list's, would decide which one wins. tailwind-merge made that safe at
 * 9 kB gzipped on every page; the server now checks it instead (see
 * class-conflicts.server.ts), and the tests fail on any conflict it reports.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs)
  conflictCheck?.(classes)
  return classes
}

/** Set by the server at start: every class list it renders is checked. */
export function checkEveryClassList(check: (classes: string) => void) {
  conflictCheck = check
}
