import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FooterNewsletterForm } from '~/components/newsletter/footer-newsletter-form'
import { Logo } from '~/components/ui/logo'

const legalLinks = [
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/compliance', key: 'footer.compliance' },
] as const

/** The site footer. Quick links, mailboxes, the newsletter form and cookie settings come with the public pages. */
export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-3">
          <Logo size="small" />
          <p className="text-sm text-muted-foreground">{t('footer.description')}</p>
        </div>
        <div className="w-full max-w-sm">
          <FooterNewsletterForm />
        </div>
        <nav aria-label={t('footer.legalLabel')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  to={link.to}
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t px-4 py-4 text-center text-sm text-muted-foreground">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  )
}
