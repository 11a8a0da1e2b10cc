import { useTranslation } from 'react-i18next'
import { VideoPlayer } from '~/components/media/video-player'
import { SectionHeading } from './section-heading'

export interface HomeVideo {
  title: string
  description: string
  videoSrc: string
  thumbnailSrc: string | null
  captionsSrc?: string | null
  overlayText: string | null
}

/**
 * The first video configured for the home page, else the built-in demo video.
 * Server markup (decision 158): the player's has every state, and
 * `enhanceVideoPlayers` makes it play where scripts run.
 */
export function VideoSection({
  video,
  fallback,
}: {
  video: HomeVideo | null
  fallback: { videoSrc: string; thumbnailSrc: string }
}) {
  const { t } = useTranslation('home')
  const shown = video ?? {
    ...fallback,
    title: t('video.defaultTitle'),
    description: t('video.defaultDescription'),
    overlayText: null,
  }
  return (
    <section aria-labelledby="home-video-title" className="bg-muted px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-5xl">
        <SectionHeading
          id="home-video-title"
          title={t('video.title')}
          subtitle={t('video.subtitle')}
        />
        <VideoPlayer
          src={shown.videoSrc}
          poster={shown.thumbnailSrc}
          title={shown.title}
          overlayText={shown.overlayText}
          captions={'captionsSrc' in shown ? shown.captionsSrc : null}
        />
        <h3 className="mt-6 text-xl font-semibold">{shown.title}</h3>
        {shown.description && <p className="mt-2 text-muted-foreground">{shown.description}</p>}
      </div>
    </section>
  )
}
