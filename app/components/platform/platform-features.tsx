import { useTranslation } from 'react-i18next'
import { capabilities } from './capabilities'
import { FeatureCard } from '~/components/marketing/feature-card'
import { PageSection } from '~/components/marketing/page-section'
import {
  ResponsiveImage,
  productImage,
  type ProductImageName,
} from '~/components/media/responsive-image'
import { cn } from '~/utils/cn'

/** The twelve capabilities in four groups of three, in the spec's order, each beside a product screen. */
const groups: Array<{ image: ProductImageName; from: number }> = [
  { image: 'pathway-builder', from: 0 },
  { image: 'patient-app', from: 3 },
  { image: 'fhir-integration', from: 6 },
  { image: 'analytics', from: 9 },
]

export function PlatformFeatures() {
  const { t } = useTranslation('platform')
  return (
    <PageSection id="features" title={t('features.title')} subtitle={t('features.subtitle')}>
      <div className="mt-12 grid gap-16 lg:gap-20">
        {groups.map(({ image, from }, index) => (
          <div key={image} className="grid items-center gap-8 lg:grid-cols-5 lg:gap-12">
            <ResponsiveImage
              image={productImage(image)}
              alt={t(`features.images.${image}`)}
              sizes="(min-width: 1152px) 640px, (min-width: 1024px) 56vw, 100vw"
              pictureClassName={cn('block lg:col-span-3', index % 2 === 1 && 'lg:order-last')}
            />
            <ul className="grid gap-4 lg:col-span-2">
              {capabilities.slice(from, from + 3).map(({ key, icon }) => (
                <FeatureCard
                  key={key}
                  icon={icon}
                  title={t(`features.items.${key}.title`)}
                  text={t(`features.items.${key}.text`)}
                />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </PageSection>
  )
}
