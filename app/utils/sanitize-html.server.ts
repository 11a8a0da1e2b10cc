import sanitizeHtml from 'sanitize-html'

/**
 * The one allow-list for rich text (resource content): what the editor can
 * produce (headings, paragraphs, lists, links, bold/italic, block quotes,
 * images of this site's media library) and nothing else. An image keeps only
 * a src under /uploads/ (no other host, no data: URL), its alt text and its
 * whole-number width and height; an image without such a src is dropped. Scripts, iframes, event handlers, inline styles and
 * `javascript:` URLs are dropped. Used before storing and again before
 * rendering, so content that reached the database some other way is safe too.
 */
/** A file of the media library: the only address an image in rich text may have. */
export const LIBRARY_IMAGE = /^\/uploads\/[\w.-]+$/

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
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Headings from the editor's h1 become h2: the page's own title is the h1.
  transformTags: {
    h1: 'h2',
    img: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).filter(
          ([name, value]) => !['width', 'height'].includes(name) || /^[1-9]\d{0,4}$/.test(value),
        ),
      ),
    }),
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank'
          ? { ...attribs, rel: 'noopener noreferrer' }
          : { ...attribs, rel: attribs.rel === 'nofollow' ? 'nofollow' : '' },
    }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()) ||
    (frame.tag === 'img' && !LIBRARY_IMAGE.test(frame.attribs.src ?? '')),
  disallowedTagsMode: 'discard',
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).replace(/ rel=""/g, '')
}
