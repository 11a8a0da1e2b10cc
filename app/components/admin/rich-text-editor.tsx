import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import { LibraryImagePicker } from './library-image-picker'
import { LibraryImageNode } from './rich-text-image'

/**
 * The bundled rich-text editor (TipTap; no CDN, no key) of the resource form:
 * headings, lists, links, bold, italic, block quotes and images of the
 * media library (with their alt text), 400 px high
 * (back-office §9). Loaded lazily by RichTextField, so only this admin form
 * ever downloads it. It writes its HTML into the hidden field the form
 * submits; the server sanitises that HTML before storing it.
 */
export default function RichTextEditor({
  name,
  labelId,
  describedBy,
  defaultValue,
  invalid,
}: {
  name: string
  labelId: string
  describedBy?: string
  defaultValue: string
  invalid?: boolean
}) {
  const [html, setHtml] = useState(defaultValue)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
        code: false,
        codeBlock: false,
      }),
      LibraryImageNode,
    ],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text h-full min-h-full px-3 py-2 outline-none',
      },
    },
    onUpdate: ({ editor }) => setHtml(editor.isEmpty ? '' : editor.getHTML()),
  })

  return (
    <div
      className={cn(
        'flex h-[400px] flex-col overflow-hidden rounded-md border border-input bg-background focus-within:ring-3 focus-within:ring-ring',
        invalid && 'border-destructive',
      )}
    >
      <input type="hidden" name={name} value={html} />
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} className="flex-1 overflow-y-auto" />
    </div>
  )
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation()
  // Re-render the buttons' pressed state as the selection moves.
  const active = useEditorState({
    editor,
    selector: ({ editor }) => ({
      h2: editor.isActive('heading', { level: 2 }),
      h3: editor.isActive('heading', { level: 3 }),
      bold: editor.isActive('bold'),
      italic: editor.isActive('italic'),
      bulletList: editor.isActive('bulletList'),
      orderedList: editor.isActive('orderedList'),
      blockquote: editor.isActive('blockquote'),
      link: editor.isActive('link'),
    }),
  })
  const [picking, setPicking] = useState(false)
  const chain = () => editor.chain().focus()
  const toggleLink = () => {
    if (editor.isActive('link')) return chain().unsetLink().run()
    const href = window.prompt(t('admin.resources.editor.linkPrompt'))?.trim()
    if (href) chain().extendMarkRange('link').setLink({ href }).run()
  }
  const buttons: Array<[string, LucideIcon, () => unknown, boolean | undefined]> = [
    ['heading2', Heading2, () => chain().toggleHeading({ level: 2 }).run(), active.h2],
    ['heading3', Heading3, () => chain().toggleHeading({ level: 3 }).run(), active.h3],
    ['bold', Bold, () => chain().toggleBold().run(), active.bold],
    ['italic', Italic, () => chain().toggleItalic().run(), active.italic],
    ['bulletList', List, () => chain().toggleBulletList().run(), active.bulletList],
    ['orderedList', ListOrdered, () => chain().toggleOrderedList().run(), active.orderedList],
    ['blockquote', Quote, () => chain().toggleBlockquote().run(), active.blockquote],
    ['link', Link2, toggleLink, active.link],
    ['image', ImagePlus, () => setPicking(true), undefined],
    ['undo', Undo2, () => chain().undo().run(), undefined],
    ['redo', Redo2, () => chain().redo().run(), undefined],
  ]
  return (
    <div
      role="toolbar"
      aria-label={t('admin.resources.editor.toolbar')}
      className="flex flex-wrap gap-1 border-b bg-muted/50 p-1"
    >
      {buttons.map(([key, Icon, run, pressed]) => (
        <button
          key={key}
          type="button"
          onClick={run}
          aria-label={t(`admin.resources.editor.${key}`)}
          aria-pressed={pressed}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-sm hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
            pressed ? 'bg-accent text-primary' : 'text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
      {picking ? (
        <LibraryImagePicker
          onClose={() => setPicking(false)}
          onChoose={(image) =>
            chain().insertContent({ type: LibraryImageNode.name, attrs: image }).run()
          }
        />
      ) : null}
    </div>
  )
}
