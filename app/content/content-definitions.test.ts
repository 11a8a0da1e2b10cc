import { expect, test } from 'vitest'
import { customerLogoSchema, customerLogosCollection } from './customer-logos'
import { rowFor } from './collection'
import { testimonialSchema, testimonialsCollection } from './testimonials'
import { videoSchema, videosCollection } from './videos'

const messages = (result: {
  success: boolean
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> }
}) =>
  Object.fromEntries(
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
  )

test('the video form has the limits and messages of back-office §5, word for word', () => {
  expect(messages(videoSchema.safeParse({ title: 'A', videoSrc: 'not a url' }))).toEqual({
    title: 'Title must be at least 2 characters',
    videoSrc: 'Please enter a valid URL',
  })
  expect(
    messages(
      videoSchema.safeParse({
        title: 'x'.repeat(101),
        description: 'x'.repeat(501),
        videoSrc: 'https://cdn.example/v.mp4',
        thumbnailSrc: 'javascript:alert(1)',
        overlayText: 'x'.repeat(201),
      }),
    ),
  ).toEqual({
    title: 'Title must be less than 100 characters',
    description: 'Description must be less than 500 characters',
    thumbnailSrc: 'Please enter a valid URL',
    overlayText: 'Overlay text must be less than 200 characters',
  })
  const parsed = videoSchema.parse({
    title: 'Tour',
    videoSrc: '/media/videos/tour.mp4',
    thumbnailSrc: '',
  })
  expect(rowFor(videosCollection, parsed)).toEqual({
    title: 'Tour',
    description: '',
    videoSrc: '/media/videos/tour.mp4',
    thumbnailSrc: null,
    captionsSrc: null,
    overlayText: null,
    location: 'homepage',
    status: 'published',
    publishAt: null,
  })
})

test('customer logos: alt defaults to the name, logoSrc and logoPath fill each other, order falls back to 0', () => {
  expect(
    rowFor(
      customerLogosCollection,
      customerLogoSchema.parse({ name: 'Acme', logoPath: '/l.svg', displayOrder: 'abc' }),
    ),
  ).toEqual({
    name: 'Acme',
    logoSrc: '/l.svg',
    logoPath: '/l.svg',
    alt: 'Acme',
    altText: 'Acme',
    website: null,
    displayOrder: 0,
    status: 'published',
    publishAt: null,
  })
  expect(
    rowFor(
      customerLogosCollection,
      customerLogoSchema.parse({ name: 'B', logoSrc: '/s.png', alt: 'B mark', displayOrder: '7' }),
    ),
  ).toMatchObject({
    logoSrc: '/s.png',
    logoPath: '/s.png',
    alt: 'B mark',
    displayOrder: 7,
  })
})

test('testimonials: optional fields stored empty, display order parsed', () => {
  expect(
    rowFor(
      testimonialsCollection,
      testimonialSchema.parse({ quote: 'Great', author: 'Ada', displayOrder: '2.9' }),
    ),
  ).toEqual({
    quote: 'Great',
    author: 'Ada',
    role: '',
    company: '',
    avatarSrc: null,
    displayOrder: 2,
    status: 'published',
    publishAt: null,
  })
})
