/**
 * An admin list's loading line ("Loading resources...") while a search or a
 * sort is answered. The live region stays in the page and only its text comes
 * and goes: a region inserted together with its text is often not announced.
 * It sits in the gap under the search field (its form is `relative`; the
 * toolbar's row gap, 20 px, holds its 16 px line), so the rows never move
 * under the pointer when it appears or goes.
 */
export function ListLoadingStatus({ text }: { text: string | null }) {
  return (
    <p
      role="status"
      className="pointer-events-none absolute top-full left-0 mt-0.5 text-xs text-muted-foreground"
    >
      {text}
    </p>
  )
}
