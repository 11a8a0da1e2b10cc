/** What an erase (data-rights) writes in place of personal data: an erased mail's address reads this. */
export const ERASED = '[erased]'
