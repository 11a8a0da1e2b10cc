import { categoriesCollection } from './categories'

/** Every content type with a generic back-office manager, by its URL segment. */
export const collections = {
  categories: categoriesCollection,
} as const
