import type { SiteVideo } from './media-manifest'

/** Below this width a tour plays its portrait cut (Tailwind's \`sm\`, as the product images). */
export const PHONE_CUT_MEDIA = '(max-width: 639px)'

/**
 * The phone cut of a project tour, as the first \`<source>\` of its \`<video>\`:
 * the browser picks it below 640 px, the landscape source after it elsewhere.
 */
export function TourSources({ video }: { video: SiteVideo | null }) {
  if (!video?.phone) return null
  return <source src={video.phone.src} type="video/mp4" media={PHONE_CUT_MEDIA} />
}

/**
 * A video's WebVTT captions, shown from the start: a tour's frames carry no
 * caption text. A caption file chosen in the back office (`src`) comes first.
 */
export function VideoCaptions({
  video,
  src,
  label,
}: {
  video: SiteVideo | null
  src?: string | null
  label: string
}) {
  const captions = src || video?.captions
  if (!captions) return null
  return <track kind="captions" src={captions} srcLang="en" label={label} default />
}
