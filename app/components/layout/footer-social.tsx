import { useTranslation } from 'react-i18next'

/** Placeholder social profiles (public-site §2): shown, named, not yet linked anywhere. */
const networks = [
  { key: 'linkedin', mark: 'in' },
  { key: 'x', mark: 'X' },
  { key: 'youtube', mark: '▶' },
] as const

export function FooterSocial() {
  const { t } = useTranslation()
  return (
    <ul className="flex gap-3" aria-label={t('footer.social.label')}>
      {networks.map((network) => (
        <li key={network.key}>
          <span
            role="img"
            aria-label={t(`footer.social.${network.key}`)}
            title={t(`footer.social.${network.key}`)}
            className="inline-flex size-9 items-center justify-center rounded-full bg-brand-navy text-sm font-bold text-white"
          >
            <span aria-hidden="true">{network.mark}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
