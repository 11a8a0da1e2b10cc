import { Link } from '~/languages/link'
import { buttonVariants } from '~/components/ui/button'

export interface CallToActionLink {
  to: string
  label: string
  testId?: string
}

/**
 * The closing call to action of a public page: a navy band with a heading,
 * a sentence and one or two links styled as buttons (the first one filled).
 */
export function CallToAction({
  id,
  title,
  text,
  links,
}: {
  /** The heading's id, naming the section for assistive technology. */
  id: string
  title: string
  text: string
  links: CallToActionLink[]
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-navy px-4 py-16 text-white sm:px-6 sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-white/90">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {links.map((link, index) => (
            <Link
              key={link.to}
              to={link.to}
              data-testid={link.testId}
              className={buttonVariants({
                size: 'lg',
                variant: index === 0 ? 'inverse' : 'white-outline',
              })}
            >
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  )
}
