import { Pause, Play, Volume2, VolumeX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'
import { projectVideo } from './project-video'
import { VideoPoster, posterAttribute } from './video-poster'
import { directVideoSource } from './video-source'
import { TourSources, VideoCaptions } from './tour-sources'
import 'virtual:copy/video'

const controlButton =
  'flex size-10 items-center justify-center rounded-full bg-brand-navy/80 text-white outline-none hover:bg-brand-navy focus-visible:ring-3 focus-visible:ring-white'

interface VideoPlayerProps {
  src: string
  poster?: string | null
  title: string
  overlayText?: string | null
  /** A WebVTT caption file chosen in the back office (from the media library). */
  captions?: string | null
  /** Start on mount; when the browser blocks sound, it starts muted instead. */
  autoPlay?: boolean
  className?: string
}

/**
 * The video player of public-site §4: paused or playing, muted or unmuted; a
 * thumbnail overlay while not playing; controls on hover or when paused; a
 * blocked autoplay falls back to muted; a click on the video toggles play.
 * Without JavaScript it is the browser's own player, poster and controls.
 */
export function VideoPlayer({
  src,
  poster,
  title,
  overlayText,
  captions,
  autoPlay = false,
  className,
}: VideoPlayerProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLVideoElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const [playing, setPlaying] = useState(false)
  const [muted, setMuted] = useState(false)
  const [hovered, setHovered] = useState(false)
  // The project's own tours (npm run media) bring captions and a responsive poster.
  const project = projectVideo(src)
  const ownPoster = poster ? projectVideo(poster) : null

  async function start() {
    const video = ref.current
    if (!video) return
    try {
      await video.play()
    } catch (error) {
      // Autoplay policy: sound needs a gesture, a muted video may start.
      if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
        video.muted = true
        setMuted(true)
        await video.play().catch((retry: unknown) => console.warn('Video could not play', retry))
      } else {
        console.warn('Video could not play', error)
      }
    }
  }

  function toggle() {
    if (playing) ref.current?.pause()
    else void start()
  }

  function toggleMute() {
    const video = ref.current
    if (!video) return
    video.muted = !video.muted
    setMuted(video.muted)
  }

  useEffect(() => {
    if (ref.current) setMuted(ref.current.muted)
    if (autoPlay && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) void start()
    // Mount only: start() reads the element itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Controls show while the pointer is over the player or focus is inside it.
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const show = () => setHovered(true)
    const hide = () => setHovered(false)
    const events = [
      ['mouseenter', show],
      ['mouseleave', hide],
      ['focusin', show],
      ['focusout', hide],
    ] as const
    for (const [name, listener] of events) container.addEventListener(name, listener)
    return () => {
      for (const [name, listener] of events) container.removeEventListener(name, listener)
    }
  }, [])

  return (
    <div
      className={cn(
        'relative aspect-video overflow-hidden rounded-xl bg-brand-navy',
        // A tour's portrait cut plays on phones: the player takes its shape.
        project?.phone && 'max-sm:aspect-[9/16]',
        className,
      )}
      ref={containerRef}
      data-testid="video-player"
      data-state={playing ? 'playing' : 'paused'}
      data-muted={String(muted)}
    >
      {/* The project's tours have captions; a back-office video has them when one is chosen. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={ref}
        className="size-full object-cover"
        preload="none"
        poster={(ownPoster ? posterAttribute(ownPoster) : poster) ?? undefined}
        // Without JavaScript, the browser's own controls; with it, the bar below.
        controls={!hydrated}
        playsInline
        aria-label={title}
        onClick={hydrated ? toggle : undefined}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      >
        <TourSources video={project} />
        <source src={directVideoSource(src)} type={project ? 'video/mp4' : undefined} />
        <VideoCaptions video={project} src={captions} label={t('video.captions')} />
        {t('video.unsupported')}
      </video>
      {hydrated && !playing && (
        <button
          type="button"
          // On a phone the play button sits over the product, right of the poster's title.
          className="group absolute inset-0 flex flex-col items-center justify-center gap-4 bg-brand-navy text-white outline-none focus-visible:ring-4 focus-visible:ring-white focus-visible:ring-inset max-sm:items-end max-sm:pr-[14%]"
          onClick={() => void start()}
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
          <span className="sr-only">{t('video.play', { title })}</span>
          {overlayText && (
            <span
              aria-hidden="true"
              className="relative max-w-md rounded bg-brand-navy/80 px-3 py-1 text-center text-base font-semibold text-balance"
            >
              {overlayText}
            </span>
          )}
        </button>
      )}
      {hydrated && (
        <div
          data-testid="video-controls"
          data-visible={String(hovered || !playing)}
          className={cn(
            'absolute inset-x-0 bottom-0 flex justify-between bg-gradient-to-t from-brand-navy/80 to-transparent p-3 transition-opacity motion-reduce:transition-none',
            hovered || !playing ? 'opacity-100' : 'opacity-0',
            // A paused phone player has the big play button: no bar over the poster's text.
            !playing && 'max-sm:hidden',
          )}
        >
          <button
            type="button"
            onClick={toggle}
            aria-label={playing ? t('video.pause') : t('video.play', { title })}
            className={controlButton}
          >
            {playing ? (
              <Pause aria-hidden="true" className="size-5" />
            ) : (
              <Play aria-hidden="true" className="size-5" />
            )}
          </button>
          <button
            type="button"
            onClick={toggleMute}
            aria-label={muted ? t('video.unmute') : t('video.mute')}
            data-testid="video-mute"
            className={controlButton}
          >
            {muted ? (
              <VolumeX aria-hidden="true" className="size-5" />
            ) : (
              <Volume2 aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      )}
    </div>
  )
}
