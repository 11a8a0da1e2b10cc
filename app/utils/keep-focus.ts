import type { MouseEvent } from 'react'

/**
 * For a form's submit button: pressing it does not move the focus, so the
 * field being left is not validated on blur in the middle of the click. That
 * validation shows a message above the button, which moves the button away
 * before the mouse is released and the click is lost; the submit validates
 * every field anyway. The keyboard is unaffected (the focus is already there).
 */
export const keepFocusOnPress = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
}
