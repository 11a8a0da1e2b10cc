import { useTranslation } from 'react-i18next'
import { PagePart } from '~/components/layout/page-part'
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

/** The first video configured for the home page, else the built-in demo video. */
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
    // Shown by the server only (below): the browser does not carry it.
    description: import.meta.env.SSR ? t('video.defaultDescription') : '',
    overlayText: null,
  }
  return (
    <section aria-labelledby="home-video-title" className="bg-muted px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-5xl">
        {/* The player is interactive; the words around it are the server's (decision 148). */}
        <PagePart name="home-video-heading">
          {import.meta.env.SSR && (
            <SectionHeading
              id="home-video-title"
              title={t('video.title')}
              subtitle={t('video.subtitle')}
            />
          )}
        </PagePart>
        <VideoPlayer
          src={shown.videoSrc}
          poster={shown.thumbnailSrc}
          title={shown.title}
          overlayText={shown.overlayText}
          captions={'captionsSrc' in shown ? shown.captionsSrc : null}
        />
        <PagePart name="home-video-caption">
          {import.meta.env.SSR && (
            <>
              <h3 className="mt-6 text-xl font-semibold">{shown.title}</h3>
              {shown.description && (
                <p className="mt-2 text-muted-foreground">{shown.description}</p>
              )}
            </>
          )}
        </PagePart>
      </div>
    </section>
  )
}
