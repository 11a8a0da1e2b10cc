import { desc } from 'drizzle-orm'
import { Video } from 'lucide-react'
import { z } from 'zod'
import { videoLocations, videos } from '~/db/schema'
import { defineContentType, type PublicRow } from './collection'
import { withLifecycle } from './lifecycle'
import { isUrlOrSitePath } from './fields'

const url = (message: string) => z.string().refine(isUrlOrSitePath, message)

/** back-office §5 "Video form", every limit and message word for word. */
export const videoSchema = withLifecycle({
  title: z
    .string('Title must be at least 2 characters')
    .trim()
    .min(2, 'Title must be at least 2 characters')
    .max(100, 'Title must be less than 100 characters'),
  description: z
    .string()
    .trim()
    .max(500, 'Description must be less than 500 characters')
    .default(''),
  videoSrc: z.string('Please enter a valid URL').trim().pipe(url('Please enter a valid URL')),
  thumbnailSrc: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(url('Please enter a valid URL').optional()),
  captionsSrc: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(url('Please enter a valid URL').optional()),
  overlayText: z
    .string()
    .trim()
    .max(200, 'Overlay text must be less than 200 characters')
    .optional()
    .transform((value) => value || undefined),
  location: z.enum([...videoLocations]).default('homepage'),
})

export const videosCollection = defineContentType({
  slug: 'videos',
  table: videos,
  idPrefix: 'video',
  words: 'admin.videos',
  nav: { label: 'admin.nav.videos', icon: Video },
  admin: 'generic',
  schema: videoSchema,
  fields: [
    { name: 'title', label: 'admin.videos.fields.title', kind: 'text' },
    { name: 'description', label: 'admin.videos.fields.description', kind: 'textarea' },
    {
      name: 'videoSrc',
      label: 'admin.videos.fields.videoSrc',
      kind: 'text',
      hint: 'admin.videos.fields.videoSrcHint',
    },
    { name: 'thumbnailSrc', label: 'admin.videos.fields.thumbnailSrc', kind: 'text' },
    {
      name: 'captionsSrc',
      label: 'admin.videos.fields.captionsSrc',
      kind: 'text',
      hint: 'admin.videos.fields.captionsSrcHint',
      library: 'caption',
    },
    { name: 'overlayText', label: 'admin.videos.fields.overlayText', kind: 'text' },
    {
      name: 'location',
      label: 'admin.videos.fields.location',
      kind: 'radio',
      options: { values: videoLocations, labels: 'admin.videos.locations' },
    },
  ],
  columns: [
    { key: 'title', label: 'admin.videos.columns.title' },
    {
      key: 'location',
      label: 'admin.videos.columns.location',
      kind: 'option',
      options: 'admin.videos.locations',
    },
    { key: 'videoSrc', label: 'admin.videos.columns.videoSrc', wide: true },
    // The poster as the list's thumbnail (the first letter of the title without one).
    { key: 'thumbnailSrc', label: 'admin.videos.columns.thumbnail', kind: 'image' },
  ],
  labelField: 'title',
  // Where its location puts it ("both": the home page first).
  publicPage: (item) => (item.location === 'solutions' ? 'solutions' : 'home'),
  searchFields: ['title', 'description', 'overlayText'],
  orderBy: (t) => [desc(t.createdAt)],
  showCount: true,
  // The home page's and the solutions page's player.
  publicColumns: ['title', 'description', 'videoSrc', 'thumbnailSrc', 'captionsSrc', 'overlayText'],
})

export type DemoVideo = PublicRow<typeof videosCollection>
