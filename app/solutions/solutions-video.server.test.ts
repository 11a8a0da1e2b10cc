import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { videos } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { DEFAULT_DEMO_VIDEO, solutionsVideo } from './solutions-video.server'

const at = (iso: string) => new Date(iso)

describe.each(testDatabaseTargets())('the solutions video on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(() => handle.close())

  test('the seeded database shows its solutions video', async () => {
    await seedDatabase(handle.db)
    expect(await solutionsVideo(handle.db)).toEqual({
      src: '/media/videos/solutions-overview.mp4',
      poster: '/media/videos/solutions-overview.jpg',
      captions: null,
      title: 'From Alert to Action in One Minute',
      description: expect.stringContaining('remote-monitoring alert') as string,
    })
  })

  test('the first video located on solutions or both wins; other locations never count', async () => {
    await handle.db.insert(videos).values([
      {
        id: 'video-1',
        title: 'Home',
        videoSrc: '/h.mp4',
        location: 'homepage',
        createdAt: at('2025-01-01T00:00:00Z'),
      },
      {
        id: 'video-2',
        title: 'Hero',
        videoSrc: '/hb.mp4',
        location: 'hero-background',
        createdAt: at('2025-01-02T00:00:00Z'),
      },
      {
        id: 'video-4',
        title: 'Solutions',
        videoSrc: '/s.mp4',
        location: 'solutions',
        createdAt: at('2025-01-04T00:00:00Z'),
      },
      {
        id: 'video-3',
        title: 'Both',
        videoSrc: '/b.mp4',
        thumbnailSrc: '/b.jpg',
        location: 'both',
        createdAt: at('2025-01-03T00:00:00Z'),
      },
    ])
    expect(await solutionsVideo(handle.db)).toMatchObject({
      src: '/b.mp4',
      poster: '/b.jpg',
      title: 'Both',
    })

    await handle.db.delete(videos).where(eq(videos.id, 'video-3'))
    expect(await solutionsVideo(handle.db)).toMatchObject({ src: '/s.mp4', poster: null })
  })

  test('added in the same instant, the lower id comes first', async () => {
    const createdAt = at('2025-01-01T00:00:00Z')
    await handle.db.insert(videos).values([
      { id: 'video-b', title: 'B', videoSrc: '/b.mp4', location: 'both', createdAt },
      { id: 'video-a', title: 'A', videoSrc: '/a.mp4', location: 'solutions', createdAt },
    ])
    expect((await solutionsVideo(handle.db)).src).toBe('/a.mp4')
  })

  test('without a solutions or both video, the default demo video', async () => {
    expect(await solutionsVideo(handle.db)).toEqual(DEFAULT_DEMO_VIDEO)
    await handle.db.insert(videos).values([
      { id: 'video-1', title: 'Home', videoSrc: '/h.mp4', location: 'homepage' },
      { id: 'video-2', title: 'Hero', videoSrc: '/hb.mp4', location: 'hero-background' },
    ])
    expect(await solutionsVideo(handle.db)).toEqual(DEFAULT_DEMO_VIDEO)
  })
})
