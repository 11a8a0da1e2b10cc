import type { SiteVideo } from './media-manifest'
import { videos } from './site-media.json'

/**
 * The project's own video (poster sources and captions), if `src` is one of
 * them. Apart from the responsive image (decision 148): the video player reads
 * only the manifest's videos, so a page whose pictures the browser does not
 * render (the home page's) does not carry the image component and list.
 */
export function projectVideo(src: string): SiteVideo | null {
  return (
    (videos as SiteVideo[]).find(
      (video) => video.src === src || `/media/videos/${video.name}.jpg` === src,
    ) ?? null
  )
}
