import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { type ReactNode, useId, useRef } from 'react'
import { notify } from '../../../components/ui/toast'
import { linkAddress } from '../link-address'

interface SectionEditorProps {
  /** A new section gets a new editor, with its own undo history. */
  sectionId: string
  content: string
  onChange(html: string): void
}

/**
 * The rich-text field of one section (TipTap). Only what the server's allow-list keeps: paragraphs,
 * headings 2-4, bold, italic, underline, strike, lists, quotes, code, rules and links. TipTap's own
 * <style> element is off (the Content-Security-Policy refuses inline style); press-kit.css has its rules.
 * This module is loaded lazily, so the editor's code is fetched only on the builder step.
 */
export default function SectionEditor({ sectionId, content, onChange }: SectionEditorProps) {
  const labelId = useId()
  const latest = useRef(onChange)
  latest.current = onChange
  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3, 4] },
          link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
        }),
      ],
      content,
      injectCSS: false,
      editorProps: {
        attributes: {
          class: 'kit-editor-content',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
        },
      },
      onUpdate: ({ editor }) => latest.current(editor.isEmpty ? '' : editor.getHTML()),
    },
    [sectionId],
  )

  return (
    <div className="kit-editor">
      <span id={labelId} className="kit-editor-label">
        Content
      </span>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  )
}

const LINK_ICON = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  </svg>
)

interface ToolDefinition {
  label: string
  glyph: ReactNode
  active(editor: Editor): boolean
  run(editor: Editor): void
}

const TOOLS: ToolDefinition[] = [
  {
    label: 'Bold',
    glyph: 'B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    glyph: 'I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Underline',
    glyph: 'U',
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: 'Heading',
    glyph: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    glyph: 'H3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    glyph: '•',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    glyph: '1.',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    glyph: '❝',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: 'Link',
    glyph: LINK_ICON,
    active: (e) => e.isActive('link'),
    run: (e) => {
      const current = e.getAttributes('link').href as string | undefined
      const typed = window.prompt('Link address (a web address or an e-mail address)', current ?? '')
      if (typed === null) return
      // A typed "acme.example" becomes https://acme.example; a refused one says why rather than vanish.
      const address = linkAddress(typed)
      if ('refused' in address) notify.error(address.refused)
      else if ('remove' in address) e.chain().focus().extendMarkRange('link').unsetLink().run()
      else e.chain().focus().extendMarkRange('link').setLink({ href: address.href }).run()
    },
  },
]

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor }) => ({
      active: TOOLS.map((tool) => tool.active(editor)),
      canUndo: editor.can().undo(),
      canRedo: editor.can().redo(),
    }),
  })
  return (
    <div className="kit-toolbar" role="toolbar" aria-label="Formatting">
      {TOOLS.map((tool, index) => (
        <button
          key={tool.label}
          type="button"
          className={`kit-tool kit-tool-${tool.label.toLowerCase().replace(/\s+/g, '-')}`}
          aria-label={tool.label}
          aria-pressed={state.active[index] ?? false}
          title={tool.label}
          onClick={() => tool.run(editor)}
        >
          <span aria-hidden="true">{tool.glyph}</span>
        </button>
      ))}
      <span className="kit-toolbar-gap" />
      <button
        type="button"
        className="kit-tool"
        aria-label="Undo"
        title="Undo"
        disabled={!state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <span aria-hidden="true">↶</span>
      </button>
      <button
        type="button"
        className="kit-tool"
        aria-label="Redo"
        title="Redo"
        disabled={!state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <span aria-hidden="true">↷</span>
      </button>
    </div>
  )
}
