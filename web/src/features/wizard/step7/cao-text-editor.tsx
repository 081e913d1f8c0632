import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cleanPastedHtml } from './paste-cleaning';
import { EDITOR_TEXTS as T } from './texts';
import './cao-text-editor.css';

/**
 * The cao text's editor (SPEC.md 2.11 step 7) on tiptap: bold, italic, underline, strike, inline code, code
 * block, blockquote, headings 1 to 6, lists, horizontal rule, hard break, tables (3 x 3 without header row,
 * rows and columns added and deleted), undo and redo; nothing else (no links: the cao-text contract has none).
 * Pasted HTML is cleaned first (paste-cleaning.ts). The toolbar is one tab stop, its buttons reached with the
 * arrow keys, Home and End (the WAI-ARIA toolbar pattern).
 */
export interface CaoTextEditorProps {
  /** The text the editor starts with; later changes of it are not pushed in (the editor is the source). */
  readonly initial: string;
  /** Every change, as HTML ('' for an empty editor). */
  readonly onChange: (html: string) => void;
  /** Called with the editor once it exists, so the step can put the original text back. */
  readonly onEditor?: (editor: Editor | null) => void;
  readonly labelledBy: string;
  readonly describedBy?: string;
}

const EXTENSIONS = [
  StarterKit.configure({ link: false, heading: { levels: [1, 2, 3, 4, 5, 6] } }),
  TableKit.configure({ table: { resizable: false } }),
];

export function CaoTextEditor({ initial, onChange, onEditor, labelledBy, describedBy }: CaoTextEditorProps) {
  const contentId = useId();
  // tiptap keeps the callbacks it was created with: these refs hand it the newest ones.
  const latest = useRef({ onChange, onEditor });
  latest.current = { onChange, onEditor };
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    shouldRerenderOnTransaction: false,
    immediatelyRender: true,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        id: contentId,
        class: 'cao-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
      },
    },
    onCreate: ({ editor: created }) => latest.current.onEditor?.(created),
    onDestroy: () => latest.current.onEditor?.(null),
    onUpdate: ({ editor: changed }) => latest.current.onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  return (
    <div className="cao-editor">
      <Toolbar editor={editor} controls={contentId} />
      <EditorContent editor={editor} />
    </div>
  );
}

interface ToolState {
  readonly active: Readonly<Record<string, boolean>>;
  readonly inTable: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

function toolState(editor: Editor): ToolState {
  const active: Record<string, boolean> = {};
  for (const mark of ['bold', 'italic', 'underline', 'strike', 'code', 'codeBlock', 'blockquote']) {
    active[mark] = editor.isActive(mark);
  }
  for (const level of [1, 2, 3, 4, 5, 6]) active[`h${level}`] = editor.isActive('heading', { level });
  active.bulletList = editor.isActive('bulletList');
  active.orderedList = editor.isActive('orderedList');
  return {
    active,
    inTable: editor.isActive('table'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

type Command = (editor: Editor) => boolean;

interface Tool {
  readonly id: string;
  readonly label: string;
  /** What the button shows; the label when absent. */
  readonly face?: ReactNode;
  readonly run: Command;
  /** The toggle state this button shows (aria-pressed); none for an action. */
  readonly pressed?: (state: ToolState) => boolean;
  readonly enabled?: (state: ToolState) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const TOOLS: readonly (readonly Tool[])[] = [
  [
    {
      id: 'bold',
      label: T.bold,
      face: <b>V</b>,
      run: (e) => chain(e).toggleBold().run(),
      pressed: (s) => s.active.bold === true,
    },
    {
      id: 'italic',
      label: T.italic,
      face: <i>C</i>,
      run: (e) => chain(e).toggleItalic().run(),
      pressed: (s) => s.active.italic === true,
    },
    {
      id: 'underline',
      label: T.underline,
      face: <u>O</u>,
      run: (e) => chain(e).toggleUnderline().run(),
      pressed: (s) => s.active.underline === true,
    },
    {
      id: 'strike',
      label: T.strike,
      face: <s>D</s>,
      run: (e) => chain(e).toggleStrike().run(),
      pressed: (s) => s.active.strike === true,
    },
    {
      id: 'code',
      label: T.code,
      face: <code>{'</>'}</code>,
      run: (e) => chain(e).toggleCode().run(),
      pressed: (s) => s.active.code === true,
    },
  ],
  [1, 2, 3, 4, 5, 6].map((level): Tool => ({
    id: `h${level}`,
    label: T.heading(level),
    face: `Kop ${level}`,
    run: (e) =>
      chain(e)
        .toggleHeading({ level: level as 1 | 2 | 3 | 4 | 5 | 6 })
        .run(),
    pressed: (s) => s.active[`h${level}`] === true,
  })),
  [
    {
      id: 'bulletList',
      label: T.bulletList,
      face: '•',
      run: (e) => chain(e).toggleBulletList().run(),
      pressed: (s) => s.active.bulletList === true,
    },
    {
      id: 'orderedList',
      label: T.orderedList,
      face: '1.',
      run: (e) => chain(e).toggleOrderedList().run(),
      pressed: (s) => s.active.orderedList === true,
    },
    {
      id: 'blockquote',
      label: T.blockquote,
      face: '❝',
      run: (e) => chain(e).toggleBlockquote().run(),
      pressed: (s) => s.active.blockquote === true,
    },
    {
      id: 'codeBlock',
      label: T.codeBlock,
      face: '{ }',
      run: (e) => chain(e).toggleCodeBlock().run(),
      pressed: (s) => s.active.codeBlock === true,
    },
    { id: 'rule', label: T.horizontalRule, face: '―', run: (e) => chain(e).setHorizontalRule().run() },
    { id: 'break', label: T.hardBreak, face: '↵', run: (e) => chain(e).setHardBreak().run() },
  ],
  [
    {
      id: 'table',
      label: T.insertTable,
      face: T.insertTableFace,
      run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: false }).run(),
    },
    {
      id: 'rowAfter',
      label: T.addRow,
      face: T.addRowFace,
      run: (e) => chain(e).addRowAfter().run(),
      enabled: (s) => s.inTable,
    },
    {
      id: 'rowDelete',
      label: T.deleteRow,
      face: T.deleteRowFace,
      run: (e) => chain(e).deleteRow().run(),
      enabled: (s) => s.inTable,
    },
    {
      id: 'columnAfter',
      label: T.addColumn,
      face: T.addColumnFace,
      run: (e) => chain(e).addColumnAfter().run(),
      enabled: (s) => s.inTable,
    },
    {
      id: 'columnDelete',
      label: T.deleteColumn,
      face: T.deleteColumnFace,
      run: (e) => chain(e).deleteColumn().run(),
      enabled: (s) => s.inTable,
    },
  ],
  [
    { id: 'undo', label: T.undo, face: '↶', run: (e) => chain(e).undo().run(), enabled: (s) => s.canUndo },
    { id: 'redo', label: T.redo, face: '↷', run: (e) => chain(e).redo().run(), enabled: (s) => s.canRedo },
  ],
];

const ALL_TOOLS = TOOLS.flat();

function Toolbar({ editor, controls }: { readonly editor: Editor; readonly controls: string }) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolState(current) });
  // The roving tab stop: the tool last used or moved to keeps it.
  const current = useRef(ALL_TOOLS[0]!.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const order = ALL_TOOLS.map((tool) => tool.id);
    const at = order.indexOf(current.current);
    const target =
      event.key === 'ArrowRight'
        ? (at + 1) % order.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + order.length) % order.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? order.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const id = order[target]!;
    for (const [key, button] of buttons.current) button.tabIndex = key === id ? 0 : -1;
    current.current = id;
    buttons.current.get(id)?.focus();
  };

  const activate = (tool: Tool, enabled: boolean) => {
    current.current = tool.id;
    if (enabled) tool.run(editor);
  };

  return (
    <div
      className="cao-editor__toolbar"
      role="toolbar"
      aria-label={T.toolbar}
      aria-controls={controls}
      onKeyDown={move}
    >
      {TOOLS.map((group, index) => (
        <div key={index} className="cao-editor__group">
          {group.map((tool) => {
            const enabled = tool.enabled === undefined || tool.enabled(state);
            return (
              <button
                key={tool.id}
                ref={(button) => {
                  if (button === null) buttons.current.delete(tool.id);
                  else buttons.current.set(tool.id, button);
                }}
                type="button"
                className="cao-editor__tool"
                tabIndex={tool.id === current.current ? 0 : -1}
                aria-label={tool.label}
                title={tool.label}
                aria-pressed={tool.pressed === undefined ? undefined : tool.pressed(state)}
                aria-disabled={enabled ? undefined : true}
                // The selection stays in the text: a mouse press on a tool does not take the focus.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => activate(tool, enabled)}
                // Enter and Space act on the key press itself, which then goes no further: the tool moves
                // the focus into the text at once (on a phone), and the browser would otherwise deliver the
                // same Enter there too, as a new paragraph after the heading just made.
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' && event.key !== ' ') return;
                  event.preventDefault();
                  activate(tool, enabled);
                }}
              >
                <span aria-hidden="true">{tool.face ?? tool.label}</span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
