import { Pause, Play, Volume2, VolumeX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import { projectVideo } from './project-video'
import { VideoPoster, posterAttribute } from './video-poster'
import { directVideoSource } from './video-source'
import { TourSources, VideoCaptions } from './tour-sources'

const controlButton =
  'flex size-10 items-center justify-center rounded-full bg-brand-navy/80 text-white outline-none hover:bg-brand-navy focus-visible:ring-3 focus-visible:ring-white'

interface VideoPlayerProps {
  src: string
  poster?: string | null
  title: string
  overlayText?: string | null
  /** A WebVTT caption file chosen in the back office (from the media library). */
  captions?: string | null
  className?: string
}

/**
 * The video player of public-site §4: paused or playing, muted or unmuted; a
 * thumbnail overlay while not playing; controls on hover or when paused; a
 * blocked start falls back to muted; a click on the video toggles play.
 *
 * Rendered by the server only, every state in its markup (decision 158): the
 * state is the player's `data-state` and `data-muted`, which the classes
 * follow; the labels of both states are in `data-label-*`. Without
 * JavaScript it is the browser's own player, poster and controls (the overlay
 * and the bar are `hidden`); where scripts run, `enhanceVideoPlayers`
 * (./video-players.ts) shows them and drops the native controls, and the code
 * that plays (./video-player-controls.ts, no words) loads on the visitor's
 * first intent.
 */
export function VideoPlayer({
  src,
  poster,
  title,
  overlayText,
  captions,
  className,
}: VideoPlayerProps) {
  const { t } = useTranslation()
  // The project's own tours (npm run media) bring captions and a responsive poster.
  const project = projectVideo(src)
  const ownPoster = poster ? projectVideo(poster) : null
  const playLabel = t('video.play', { title })
  return (
    <div
      className={cn(
        'group/player relative aspect-video overflow-hidden rounded-xl bg-brand-navy',
        // A tour's portrait cut plays on phones: the player takes its shape.
        project?.phone && 'max-sm:aspect-[9/16]',
        className,
      )}
      data-video-player=""
      data-testid="video-player"
      data-state="paused"
      data-muted="false"
    >
      {/* The project's tours have captions; a back-office video has them when one is chosen. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        className="size-full object-cover"
        preload="none"
        poster={(ownPoster ? posterAttribute(ownPoster) : poster) ?? undefined}
        // Without JavaScript, the browser's own controls; with it, the bar below.
        controls
        playsInline
        aria-label={title}
      >
        <TourSources video={project} />
        <source src={directVideoSource(src)} type={project ? 'video/mp4' : undefined} />
        <VideoCaptions video={project} src={captions} label={t('video.captions')} />
        {t('video.unsupported')}
      </video>
      <button
        type="button"
        hidden
        // On a phone the play button sits over the product, right of the poster's title.
        className="group absolute inset-0 flex flex-col items-center justify-center gap-4 bg-brand-navy text-white outline-none group-data-[state=playing]/player:hidden focus-visible:ring-4 focus-visible:ring-white focus-visible:ring-inset max-sm:items-end max-sm:pr-[14%]"
        data-video-overlay=""
        data-testid="video-overlay"
      >
        {poster &&
          (ownPoster ? (
            <VideoPoster
              video={ownPoster}
              className="absolute inset-0 size-full object-cover opacity-90"
            />
          ) : (
            <img
              src={poster}
              alt=""
              width={1280}
              height={720}
              loading="lazy"
              className="absolute inset-0 size-full object-cover opacity-60"
            />
          ))}
        <span className="relative flex size-16 items-center justify-center rounded-full bg-white text-primary shadow-lg transition-transform group-hover:scale-105 motion-reduce:transition-none">
          <Play aria-hidden="true" className="size-7 translate-x-0.5" />
        </span>
        <span className="sr-only">{playLabel}</span>
        {overlayText && (
          <span
            aria-hidden="true"
            className="relative max-w-md rounded bg-brand-navy/80 px-3 py-1 text-center text-base font-semibold text-balance"
          >
            {overlayText}
          </span>
        )}
      </button>
      <div
        hidden
        data-testid="video-controls"
        data-visible="true"
        className={cn(
          'absolute inset-x-0 bottom-0 flex justify-between bg-gradient-to-t from-brand-navy/80 to-transparent p-3 opacity-0 transition-opacity data-[visible=true]:opacity-100 motion-reduce:transition-none',
          // A paused phone player has the big play button: no bar over the poster's text.
          'group-data-[state=paused]/player:max-sm:hidden',
        )}
      >
        <button
          type="button"
          aria-label={playLabel}
          data-video-toggle=""
          data-label-play={playLabel}
          data-label-pause={t('video.pause')}
          className={controlButton}
        >
          <Play aria-hidden="true" className="size-5 group-data-[state=playing]/player:hidden" />
          <Pause
            aria-hidden="true"
            className="hidden size-5 group-data-[state=playing]/player:block"
          />
        </button>
        <button
          type="button"
          aria-label={t('video.mute')}
          data-video-mute=""
          data-label-mute={t('video.mute')}
          data-label-unmute={t('video.unmute')}
          data-testid="video-mute"
          className={controlButton}
        >
          <Volume2 aria-hidden="true" className="size-5 group-data-[muted=true]/player:hidden" />
          <VolumeX
            aria-hidden="true"
            className="hidden size-5 group-data-[muted=true]/player:block"
          />
        </button>
      </div>
    </div>
  )
}
