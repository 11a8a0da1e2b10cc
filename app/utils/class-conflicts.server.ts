import { twMerge } from 'tailwind-merge'
import { checkEveryClassList } from './cn'
import { logger } from './logger.server'

/**
 * Distinct class lists already checked: every render repeats the same few
 * hundred, so after the first page a list costs one lookup, not a merge.
 * Bounded, so class names built from data could not grow it without end.
 */
const checked = new Set<string>()
const MAX_CHECKED = 5000

/**
 * Logs a warning, once per class list, when two classes of a list `cn` joins
 * set the same property (`hidden` and `inline-flex`, `w-full` and `w-72`):
 * which one applies would depend on the stylesheet's order. tailwind-merge,
 * here on the server only, knows Tailwind's groups; the end-to-end tests fail
 * on any such warning (tests/e2e/fixtures.ts).
 */
export function warnOnClassConflicts() {
  checkEveryClassList((classes) => {
    if (checked.has(classes) || checked.size >= MAX_CHECKED) return
    checked.add(classes)
    const kept = new Set(twMerge(classes).split(' '))
    const overridden = classes.split(/\s+/).filter((name) => name && !kept.has(name))
    if (overridden.length) logger.warn({ classes, overridden }, 'conflicting classes in one list')
  })
}
