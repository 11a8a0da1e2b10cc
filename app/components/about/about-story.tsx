import { useTranslation } from 'react-i18next'

const paragraphs = ['paragraph1', 'paragraph2', 'paragraph3'] as const

export function AboutStory() {
  const { t } = useTranslation('about')
  return (
    <section id="story" aria-labelledby="story-title" className="scroll-mt-20 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 id="story-title" className="text-3xl font-bold tracking-tight">
          {t('story.title')}
        </h2>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted-foreground">
          {paragraphs.map((key) => (
            <p key={key}>{t(`story.${key}`)}</p>
          ))}
        </div>
      </div>
    </section>
  )
}
