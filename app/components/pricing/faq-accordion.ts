/**
 * The pricing FAQ becomes an accordion once a script runs (decision 144's,
 * moved off React by decision 159). The server rendered each item as a
 * native details/summary, its answer a `role="region"` named by the
 * accordion's question button, which comes before, hidden and empty, in its
 * heading (pricing-faq.tsx). This moves
 * the summary's words and chevron into the button, shows it, and puts the
 * answer, hidden, in the details' place: no word of the FAQ is in a script.
 * The presses and keys are pricing-interactions.ts's. Native `details name`
 * was not kept: `summary` has no `aria-expanded` and no heading, and the arrow
 * keys would be lost.
 */
export function openFaqAsAccordion(root: ParentNode) {
  for (const details of root.querySelectorAll('[data-faq-item]>details')) {
    const [summary, answer] = details.children as unknown as [HTMLElement, HTMLElement]
    const heading = details.previousElementSibling as HTMLElement
    const question = heading.firstElementChild!
    question.append(...summary.childNodes)
    heading.hidden = false
    answer.hidden = true
    details.replaceWith(answer)
  }
}
