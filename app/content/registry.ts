import { categoriesCollection } from './categories'
import { customerLogosCollection } from './customer-logos'
import { testimonialsCollection } from './testimonials'
import { videosCollection } from './videos'

/** Every content type with a generic back-office manager, by its URL segment. */
export const collections = {
  categories: categoriesCollection,
  'customer-logos': customerLogosCollection,
  testimonials: testimonialsCollection,
  videos: videosCollection,
} as const
