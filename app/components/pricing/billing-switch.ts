/**
 * The browser's half of the billing toggle (decision 159): the server
 * rendered each price's text for both periods (`data-yearly`, `data-monthly`)
 * and the toggle as a GET form (billing-toggle.tsx); a press switches the
 * texts and the buttons' `aria-pressed` in place instead of loading the other
 * period's page. No words here: they are all in the server's markup.
 */
export function followBillingSwitch(root: ParentNode, signal: AbortSignal) {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-billing-switch] button'))
    button.addEventListener(
      'click',
      (event) => {
        event.preventDefault()
        for (const other of button.parentElement!.children)
          other.setAttribute('aria-pressed', `${other === button}`)
        for (const text of root.querySelectorAll<HTMLElement>('[data-monthly]'))
          text.textContent = text.dataset[button.value]!
      },
      { signal },
    )
}
