// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { Button } from './button'

describe('Button', () => {
  test('is a button with its variant classes', () => {
    const html = renderToStaticMarkup(
      <Button variant="outline" type="submit">
        Send
      </Button>,
    )
    expect(html).toMatch(
      /^<button data-slot="button" class="[^"]*border-input[^"]*" type="submit">Send<\/button>$/,
    )
  })

  test('asChild puts its classes and attributes on the child, whose own come first', () => {
    const html = renderToStaticMarkup(
      <Button asChild size="sm" className="mt-8" title="from the button" aria-label="button">
        <a href="/guide.pdf" download className="underline" aria-label="Download the guide">
          Download
        </a>
      </Button>,
    )
    document.body.innerHTML = html
    const anchor = document.body.firstElementChild!
    expect(anchor.tagName).toBe('A')
    expect(anchor.getAttribute('href')).toBe('/guide.pdf')
    expect(anchor.hasAttribute('download')).toBe(true)
    expect(anchor.getAttribute('data-slot')).toBe('button')
    expect(anchor.getAttribute('title')).toBe('from the button')
    expect(anchor.getAttribute('aria-label')).toBe('Download the guide')
    expect(anchor.className.split(' ')).toEqual(
      expect.arrayContaining(['h-9', 'mt-8', 'underline']),
    )
    expect(anchor.textContent).toBe('Download')
  })
})
