import sanitizeHtml from 'sanitize-html'

/**
 * The one allow-list for rich text (resource content): what the editor can
 * produce (headings, paragraphs, lists, links, bold/italic, block quotes) and
 * nothing else. Scripts, iframes, event handlers, inline styles and
 * `javascript:` URLs are dropped. Used before storing and again before
 * rendering, so content that reached the database some other way is safe too.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Headings from the editor's h1 become h2: the page's own title is the h1.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank'
          ? { ...attribs, rel: 'noopener noreferrer' }
          : { ...attribs, rel: attribs.rel === 'nofollow' ? 'nofollow' : '' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
  disallowedTagsMode: 'discard',
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).replace(/ rel=""/g, '')
}
