import { useTranslation } from 'react-i18next'
import { legalMailboxes, type LegalMailbox } from './mailboxes'

/**
 * The parts of a section, by their keys under `sections.{key}` in the page's
 * namespace: a paragraph (optionally followed by a mailbox link), a bulleted
 * list, or a list of named terms (`{item}.title` and `{item}.text`).
 */
export type LegalBlock =
  | { p: string; mailbox?: LegalMailbox }
  | { list: string; items: readonly string[] }
  | { terms: string; items: readonly string[] }

export interface LegalSectionDefinition {
  key: string
  /** The anchor id of the section. */
  id: string
  blocks: readonly LegalBlock[]
}

export function LegalSection({
  namespace,
  number,
  section,
  children,
}: {
  namespace: 'privacy' | 'terms'
  number: number
  section: LegalSectionDefinition
  children?: React.ReactNode
}) {
  const { t } = useTranslation(namespace)
  const base = `sections.${section.key}`
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
      <h2 id={`${section.id}-title`} className="text-2xl font-semibold tracking-tight">
        {number}. {t(`${base}.title`)}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed">
        {section.blocks.map((block, index) => {
          if ('p' in block)
            return (
              <p key={index}>
                {t(`${base}.${block.p}`)}
                {block.mailbox ? (
                  <>
                    {' '}
                    <MailboxLink address={legalMailboxes[block.mailbox]} />
                  </>
                ) : null}
              </p>
            )
          if ('list' in block)
            return (
              <ul key={index} className="list-disc space-y-1 pl-6">
                {block.items.map((item) => (
                  <li key={item}>{t(`${base}.${block.list}.${item}`)}</li>
                ))}
              </ul>
            )
          return (
            <ul key={index} className="list-disc space-y-2 pl-6">
              {block.items.map((item) => (
                <li key={item}>
                  <strong>{t(`${base}.${block.terms}.${item}.title`)}</strong>{' '}
                  {t(`${base}.${block.terms}.${item}.text`)}
                </li>
              ))}
            </ul>
          )
        })}
        {children}
      </div>
    </section>
  )
}

export function MailboxLink({ address }: { address: string }) {
  return (
    <a
      href={`mailto:${address}`}
      className="rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
    >
      {address}
    </a>
  )
}
