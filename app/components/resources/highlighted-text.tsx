import { Fragment } from 'react'
import { HIGHLIGHT_END, HIGHLIGHT_START } from '~/resources/highlight'

/**
 * Text with the database's highlight markers around matches, rendered as
 * <mark> elements. Every part is a React text node: nothing is parsed as HTML.
 */
export function HighlightedText({ text }: { text: string }) {
  const parts = text.split(HIGHLIGHT_START)
  return (
    <>
      {parts.map((part, index) => {
        if (index === 0)
          return <Fragment key={index}>{part.replaceAll(HIGHLIGHT_END, '')}</Fragment>
        const [match = '', ...rest] = part.split(HIGHLIGHT_END)
        return (
          <Fragment key={index}>
            <mark className="rounded-sm bg-brand-teal/20 px-0.5 text-foreground">{match}</mark>
            {rest.join('')}
          </Fragment>
        )
      })}
    </>
  )
}
