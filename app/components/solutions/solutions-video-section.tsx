import { useTranslation } from 'react-i18next'
import { VideoPlayer } from '~/components/media/video-player'

/**
 * The video block: the video the loader chose (public-site §2 Solutions).
 * Rendered by the server only, inside the page's kept parts (decisions 155,
 * 158); `enhanceVideoPlayers` makes its player play where scripts run.
 */
export function SolutionsVideoSection({
  video,
}: {
  video: {
    src: string
    poster: string | null
    captions?: string | null
    title: string
    description: string
  }
}) {
  const { t } = useTranslation('solutions')
  return (
    <section aria-labelledby="solutions-video-title" className="bg-brand-navy px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-4xl text-center">
        <h2 id="solutions-video-title" className="text-3xl font-bold tracking-tight text-white">
          {t('video.title')}
        </h2>
        <p className="mt-4 text-lg text-white/90">{t('video.subtitle')}</p>
        <div className="mt-10">
          <VideoPlayer
            src={video.src}
            poster={video.poster}
            captions={video.captions}
            title={video.title}
          />
        </div>
        <p className="mt-4 text-base font-semibold text-white">{video.title}</p>
        {video.description && <p className="mt-1 text-white/90">{video.description}</p>}
      </div>
    </section>
  )
}
