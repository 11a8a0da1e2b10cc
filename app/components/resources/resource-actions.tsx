import { useTranslation } from 'react-i18next'
import { Link, usePageLanguage } from '~/languages/link'
import { projectVideo } from '~/components/media/project-video'
import { posterAttribute } from '~/components/media/video-poster'
import { VideoCaptions } from '~/components/media/tour-sources'
import { cn } from '~/utils/cn'
import { Button } from '~/components/ui/button'
import { calendarFilePath } from '~/resources/calendar-path'
import { eventDateLabel } from '~/resources/event-dates'
import 'virtual:copy/resource-detail'
import 'virtual:copy/video'

interface ActionsResource {
  id: string
  type: string
  videoUrl: string | null
  pdfUrl: string | null
  ctaType: string | null
  ctaText: string | null
  externalUrl: string | null
  event: {
    startDate: string
    endDate: string | null
    startTime: string
    timeZone: string
    duration: string | null
    location: string | null
    imageSrc: string | null
    past: boolean
  } | null
}

const attachesPdf = ['white-paper', 'news-article', 'press-release']

/** What a resource offers by its type: the video, the PDF, the event and its calendar file, the call to action. */
export function ResourceActions({ resource }: { resource: ActionsResource }) {
  const { t } = useTranslation()
  if (resource.type === 'webinar' && resource.videoUrl) {
    // The project's own recordings (npm run media) have a poster and captions.
    const project = projectVideo(resource.videoUrl)
    // A site video plays here; a third-party one opens only when asked.
    return resource.videoUrl.startsWith('/') ? (
      <figure className="mt-8">
        {project?.phone ? (
          // One player per cut, each with its own poster (a poster attribute knows no media
          // query): the portrait one below 640 px, the landscape one above. Neither loads
          // anything before play, and CSS alone picks the one shown.
          <>
            <WebinarVideo
              className="aspect-[9/16] sm:hidden"
              src={project.phone.src}
              poster={`/media/videos/${project.name}-phone-poster-${Math.min(...project.phone.poster.widths)}.webp`}
              size={project.phone}
              project={project}
            />
            <WebinarVideo
              className="aspect-video max-sm:hidden"
              src={project.src}
              poster={posterAttribute(project)}
              size={project}
              project={project}
            />
          </>
        ) : (
          <WebinarVideo
            className="aspect-video"
            src={resource.videoUrl}
            poster={project ? posterAttribute(project) : undefined}
            size={project}
            project={project}
          />
        )}
        {/* A project tour is a tour: a webinar page says so rather than pass it off as the session. */}
        {project && (
          <figcaption className="mt-2 text-sm text-muted-foreground" data-testid="tour-note">
            {t('resources.detail.productTour')}
          </figcaption>
        )}
      </figure>
    ) : (
      <div className="mt-8 grid gap-2">
        <Button asChild>
          <a href={resource.videoUrl} target="_blank" rel="noopener noreferrer">
            {t('resources.detail.watchVideo')}
          </a>
        </Button>
        <p className="text-sm text-muted-foreground">{t('resources.detail.externalVideo')}</p>
      </div>
    )
  }
  // A white paper is its PDF; a news article or press release may attach one (decision 124).
  if (attachesPdf.includes(resource.type) && resource.pdfUrl) {
    return (
      <Button asChild className="mt-8">
        <a href={resource.pdfUrl} download>
          {t('resources.detail.downloadPdf')}
        </a>
      </Button>
    )
  }
  if (resource.event) return <EventDetails id={resource.id} event={resource.event} />
  if (resource.type === 'compliance-doc') {
    const text = resource.ctaText || t('resources.detail.downloadPdf')
    if (resource.ctaType === 'download' && resource.pdfUrl)
      return (
        <Button asChild className="mt-8">
          <a href={resource.pdfUrl} download>
            {text}
          </a>
        </Button>
      )
    if (resource.ctaType === 'link' && resource.externalUrl)
      return (
        <Button asChild className="mt-8">
          <a href={resource.externalUrl} target="_blank" rel="noopener noreferrer">
            {text}
          </a>
        </Button>
      )
    return (
      <Button asChild className="mt-8">
        <Link to={resource.ctaType === 'request' ? '/contact?department=security' : '/contact'}>
          {text}
        </Link>
      </Button>
    )
  }
  return null
}

function EventDetails({ id, event }: { id: string; event: NonNullable<ActionsResource['event']> }) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const date = (value: string) => eventDateLabel(value, language)
  return (
    <section aria-labelledby="event-heading" className="mt-8 rounded-lg border p-6">
      <div>
        <h2 id="event-heading" className="text-xl font-semibold">
          {t('resources.detail.eventDetails')}
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium">{t('resources.detail.date')}</dt>
          <dd>
            {date(event.startDate)}
            {event.endDate && event.endDate !== event.startDate ? ` – ${date(event.endDate)}` : ''}
          </dd>
          <dt className="font-medium">{t('resources.detail.time')}</dt>
          <dd>
            {event.startTime} ({event.timeZone})
          </dd>
          {event.duration ? (
            <>
              <dt className="font-medium">{t('resources.detail.duration')}</dt>
              <dd>{event.duration}</dd>
            </>
          ) : null}
          {event.location ? (
            <>
              <dt className="font-medium">{t('resources.detail.location')}</dt>
              <dd>{event.location}</dd>
            </>
          ) : null}
        </dl>
        {event.past ? (
          <div className="mt-6 grid gap-3">
            <p role="note" className="rounded-md border bg-muted p-3 text-sm font-medium">
              {t('resources.detail.pastEvent', { date: date(event.endDate ?? event.startDate) })}
            </p>
            <Link
              to="/resources/events"
              className="text-sm text-primary underline underline-offset-4"
            >
              {t('resources.detail.upcomingEvents')}
            </Link>
          </div>
        ) : (
          <div className="mt-6 grid gap-3">
            <p className="text-sm text-muted-foreground">{t('resources.detail.registerNote')}</p>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                {/* A registration request: the contact form names the event. */}
                <Link to={`/contact?department=general&event=${encodeURIComponent(id)}`}>
                  {t('resources.detail.register')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <a href={calendarFilePath(id)} download>
                  {t('resources.detail.addToCalendar')}
                </a>
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  )
}

/** A webinar's native player: controls, nothing loaded before play, captions shown from the start. */
function WebinarVideo({
  className,
  src,
  poster,
  size,
  project,
}: {
  className: string
  src: string
  poster: string | undefined
  size: { width: number; height: number } | null
  project: ReturnType<typeof projectVideo>
}) {
  const { t } = useTranslation()
  return (
    // No caption file can be entered for an uploaded webinar yet (reported as a gap).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      controls
      preload="none"
      className={cn('w-full rounded-lg bg-black', className)}
      poster={poster}
      width={size?.width}
      height={size?.height}
    >
      <source src={src} />
      <VideoCaptions video={project} label={t('video.captions')} />
      {t('resources.detail.videoUnsupported')}
    </video>
  )
}
