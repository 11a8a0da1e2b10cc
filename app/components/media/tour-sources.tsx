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

/** A tour's WebVTT captions, shown from the start: the frames carry no caption text. */
export function TourCaptions({ video, label }: { video: SiteVideo; label: string }) {
  return <track kind="captions" src={video.captions} srcLang="en" label={label} default />
}
