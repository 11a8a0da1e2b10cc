import { useTranslation } from 'react-i18next'
import { PageSection } from '~/components/marketing/page-section'

const paragraphs = ['paragraph1', 'paragraph2', 'paragraph3'] as const

export function AboutStory() {
  const { t } = useTranslation('about')
  return (
    <PageSection id="story" width="3xl" align="start" title={t('story.title')}>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted-foreground">
        {paragraphs.map((key) => (
          <p key={key}>{t(`story.${key}`)}</p>
        ))}
      </div>
    </PageSection>
  )
}
