import { twMerge } from 'tailwind-merge'
import { checkEveryClassList } from './cn'
import { logger } from './logger.server'

/** Distinct class lists already reported (bounded: a log line each, not a leak). */
const reported = new Set<string>()

/**
 * Logs a warning, once per class list, when two classes of a list `cn` joins
 * set the same property (`hidden` and `inline-flex`, `w-full` and `w-72`):
 * which one applies would depend on the stylesheet's order. tailwind-merge,
 * here on the server only, knows Tailwind's groups; the end-to-end tests fail
 * on any such warning (tests/e2e/fixtures.ts).
 */
export function warnOnClassConflicts() {
  checkEveryClassList((classes) => {
    if (reported.has(classes) || reported.size >= 1000) return
    const kept = new Set(twMerge(classes).split(' '))
    const overridden = classes.split(/\s+/).filter((name) => name && !kept.has(name))
    if (!overridden.length) return
    reported.add(classes)
    logger.warn({ classes, overridden }, 'conflicting classes in one list')
  })
}
