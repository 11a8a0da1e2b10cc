import { describe, expect, test } from 'vitest'
import { sanitizeRichText } from './sanitize-html.server'

describe('sanitizeRichText', () => {
  test('keeps what the editor makes: headings, lists, links, emphasis, quotes', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <em>italic</em></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<p><a href="https://example.org/x">link</a></p>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  test('removes scripts, iframes, event handlers, inline styles and javascript: URLs', () => {
    const html =
      '<p style="color:red" onclick="alert(1)">Hi<script>alert(1)</script></p>' +
      '<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
      '<a href="javascript:alert(1)">bad</a><a href="JaVaScRiPt:alert(1)">bad2</a>'
    const clean = sanitizeRichText(html)
    expect(clean).toBe('<p>Hi</p><a>bad</a><a>bad2</a>')
    for (const fragment of ['script', 'onclick', 'onerror', 'style', 'iframe', 'javascript'])
      expect(clean.toLowerCase()).not.toContain(fragment)
  })

  test('a link opening a new tab gets rel="noopener noreferrer"', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank">x</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  test('an h1 becomes an h2 (the page title is the only h1)', () => {
    expect(sanitizeRichText('<h1>Big</h1>')).toBe('<h2>Big</h2>')
  })
})

describe('images in rich text', () => {
  test('a library image keeps its src, alt, width and height, nothing else', () => {
    expect(
      sanitizeRichText(
        '<p>Text</p><img src="/uploads/ward-1a2b3c4d.jpg" alt="A ward" width="1200" height="800" class="x" title="t" loading="eager">',
      ),
    ).toBe(
      '<p>Text</p><img src="/uploads/ward-1a2b3c4d.jpg" alt="A ward" width="1200" height="800" />',
    )
  })

  test('an image from elsewhere, a data: URL or a path outside /uploads/ is dropped', () => {
    for (const src of [
      'https://evil.example/x.png',
      '//evil.example/uploads/x.png',
      'data:image/png;base64,AAAA',
      '/media/covers/x.png',
      '/uploads/../admin',
      '/uploads/x.png?y=1',
      'javascript:alert(1)',
    ])
      expect(sanitizeRichText(`<p>a</p><img src="${src}" alt="x">`)).toBe('<p>a</p>')
  })

  test('a width or height that is not a whole number is dropped', () => {
    expect(sanitizeRichText('<img src="/uploads/a.png" alt="" width="100%" height="1e9">')).toBe(
      '<img src="/uploads/a.png" alt="" />',
    )
  })
})
