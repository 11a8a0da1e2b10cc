import { describe, expect, test } from 'vitest'
import { directVideoSource } from './video-source'

describe('directVideoSource', () => {
  test('rewrites a Drive view link to its direct download link', () => {
    expect(directVideoSource('https://drive.google.com/file/d/1AbC-d_9xYz/view?usp=sharing')).toBe(
      'https://drive.google.com/uc?export=download&id=1AbC-d_9xYz',
    )
    expect(directVideoSource('https://drive.google.com/file/d/1AbC/preview')).toBe(
      'https://drive.google.com/uc?export=download&id=1AbC',
    )
  })
  test('rewrites the open?id= and uc?id= forms', () => {
    expect(directVideoSource('https://drive.google.com/open?id=XyZ123')).toBe(
      'https://drive.google.com/uc?export=download&id=XyZ123',
    )
    expect(directVideoSource('https://drive.google.com/uc?id=XyZ123&export=view')).toBe(
      'https://drive.google.com/uc?export=download&id=XyZ123',
    )
  })
  test('leaves every other source alone', () => {
    for (const src of [
      '/media/videos/platform-tour.mp4',
      'https://example.com/file/d/abc/view',
      'https://drive.google.com/drive/folders/abc',
      'not a url',
      '',
    ])
      expect(directVideoSource(src)).toBe(src)
  })
})
