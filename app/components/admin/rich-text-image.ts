import { Node } from '@tiptap/react'

/**
 * An image of the media library inside rich text: a block holding only its
 * address under /uploads/, alt text, width and height (what the sanitiser
 * keeps). The public page turns it into the library's responsive <picture>
 * (app/media/rich-text-pictures.server.ts).
 */
export const LibraryImageNode = Node.create({
  name: 'libraryImage',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: '' },
      width: { default: null },
      height: { default: null },
    }
  },
  parseHTML() {
    return [{ tag: 'img[src]' }]
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', HTMLAttributes]
  },
})

/** What the picker hands the editor. */
export interface LibraryImageChoice {
  src: string
  alt: string
  width: number | null
  height: number | null
}
