import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { FooterNewsletterForm } from '~/components/newsletter/footer-newsletter-form'
import { Logo } from '~/components/ui/logo'
import { cn } from '~/utils/cn'
import { CookiePolicyButton } from './cookie-policy-button'
import { LanguageSwitcher } from '~/languages/language-switcher'
import { ServerRenderedPart } from './server-rendered-part'

const quickLinks = [
  { to: '/about', key: 'about' },
  { to: '/platform', key: 'platform' },
  { to: '/solutions', key: 'solutions' },
  { to: '/pricing', key: 'pricing' },
  { to: '/resources', key: 'resources' },
  { to: '/compliance', key: 'compliance' },
] as const

/** The company's role mailboxes (public-site §2 "Footer"). */
export const footerMailboxes = [
  { key: 'info', address: 'info@alakin.com' },
  { key: 'press', address: 'press@alakin.com' },
  { key: 'careers', address: 'careers@alakin.com' },
] as const

const legalLinks = [
  { to: '/privacy', key: 'privacy' },
  { to: '/terms', key: 'terms' },
  { to: '/compliance', key: 'compliance' },
] as const

// 24 px tall (text-sm's 20 px line and 2 px above and below): each link is a
// large enough target by itself (WCAG 2.5.8), even when the cookie banner
// covers part of the one beside it.
const linkClass =
  'inline-block py-0.5 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none'

/**
 * The site footer: brand, quick links, contact, newsletter, legal and cookie
 * settings. Its brand, links, contact and copyright never change while the
 * page is open: the browser keeps the server's markup of them, without their
 * code and words (decision 144). The newsletter form, the language switcher
 * (the same page in other languages) and the legal links (the Cookie Policy
 * button turns into the preferences' opener) are React's as on any page.
 */
export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <ServerRenderedPart name="footer-columns">
          {import.meta.env.SSR && <FooterColumns />}
        </ServerRenderedPart>
        <div>
          <FooterNewsletterForm />
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <ServerRenderedPart name="footer-copyright">
            {import.meta.env.SSR && <FooterCopyright />}
          </ServerRenderedPart>
          <LanguageSwitcher inFooter />
          <nav aria-label={t('footer.legalLabel')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className={linkClass}>
                    {t(`footer.${link.key}`)}
                  </Link>
                </li>
              ))}
              <li>
                <CookiePolicyButton className={cn(linkClass, 'cursor-pointer')} />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}

/** The footer's first three columns: brand, quick links, contact (server only). */
function FooterColumns() {
  const { t } = useTranslation()
  const phone = t('contact.info.phoneValue')
  return (
    <>
      <div className="space-y-4">
        <Logo size="small" />
        <p className="text-sm text-muted-foreground">{t('footer.description')}</p>
        {/* No social icons until the company has profiles to link to (decision 056). */}
      </div>
      <nav aria-labelledby="footer-quick-links">
        <h2 id="footer-quick-links" className="text-sm font-semibold">
          {t('footer.quickLinks')}
        </h2>
        <ul className="mt-3 space-y-1 text-sm">
          {quickLinks.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={linkClass}>
                {t(`footer.links.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact" className="text-sm font-semibold">
          {t('footer.contactTitle')}
        </h2>
        <ul className="mt-3 space-y-1 text-sm">
          {footerMailboxes.map((mailbox) => (
            <li key={mailbox.key}>
              <span className="block text-xs text-muted-foreground">
                {t(`footer.mailboxes.${mailbox.key}`)}
              </span>
              <a href={`mailto:${mailbox.address}`} className={linkClass}>
                {mailbox.address}
              </a>
            </li>
          ))}
          <li>
            <span className="block text-xs text-muted-foreground">{t('footer.phone')}</span>
            <a href={`tel:${phone.replace(/\s/g, '')}`} className={linkClass}>
              {phone}
            </a>
          </li>
        </ul>
      </section>
    </>
  )
}

/** The copyright line (server only). */
function FooterCopyright() {
  const { t } = useTranslation()
  return (
    <p className="text-muted-foreground">
      {t('footer.copyright', { year: new Date().getFullYear() })}
    </p>
  )
}
