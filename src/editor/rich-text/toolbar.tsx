import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface Tool {
  name: string;
  /** What the button shows; its name is what it is called. */
  face: ReactNode;
  keys: string;
  run: (editor: Editor) => void;
  /** Set for styles that are on or off where the cursor is; undefined for actions (undo). */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

/** Three lines, each after a dot or a number: the lists' usual faces, narrower than words, so the whole toolbar fits one row of the form. */
function ListFace({ numbered }: { numbered?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" focusable="false">
      {[4, 10, 16].map((y, i) =>
        numbered ? (
          <text key={y} x="0.5" y={y + 2.5} fontSize="7" fontFamily="system-ui, sans-serif" fontWeight="700">
            {i + 1}
          </text>
        ) : (
          <circle key={y} cx="2.5" cy={y} r="1.8" />
        ),
      )}
      {[4, 10, 16].map((y) => (
        <rect key={y} x="7" y={y - 1} width="13" height="2" rx="1" />
      ))}
    </svg>
  );
}

const TOOLS: Tool[] = [
  {
    name: 'Bold',
    face: 'B',
    keys: 'Control+B',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    name: 'Italic',
    face: 'I',
    keys: 'Control+I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  { name: 'Link', face: 'Link', keys: 'Control+K', run: () => undefined, active: (e) => e.isActive('link') },
  {
    name: 'Bulleted list',
    face: <ListFace />,
    keys: 'Control+Shift+8',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    name: 'Numbered list',
    face: <ListFace numbered />,
    keys: 'Control+Shift+7',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    name: 'Subheading',
    face: 'H',
    keys: 'Control+Alt+2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading'),
  },
  {
    name: 'Quote',
    face: '“ ”',
    keys: 'Control+Shift+B',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  {
    name: 'Undo',
    face: '↶',
    keys: 'Control+Z',
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    name: 'Redo',
    face: '↷',
    keys: 'Control+Shift+Z',
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

interface Props {
  editor: Editor;
  label: string;
  areaId: string;
  onLink: () => void;
}

/**
 * The writing area's buttons, one toolbar as ARIA describes it: Tab reaches
 * it once, the arrow keys, Home and End move between its buttons. A style's
 * button says whether it is on where the cursor is (pressed).
 */
export function RichTextToolbar({ editor, label, areaId, onLink }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      TOOLS.map((tool) => ({ pressed: tool.active?.(e), enabled: tool.enabled ? tool.enabled(e) : true })),
  });
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const last = TOOLS.length - 1;
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + TOOLS.length) % TOOLS.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={`${label}: text style`}
      aria-controls={areaId}
      className="ed-rich-tools"
      onKeyDown={move}
    >
      {TOOLS.map((tool, i) => (
        <button
          key={tool.name}
          ref={(button) => {
            buttons.current[i] = button;
          }}
          type="button"
          className={`ed-button ed-rich-${tool.name.toLowerCase().replace(/\W+/g, '-')}`}
          aria-label={tool.name}
          title={`${tool.name} (${tool.keys.replace('Control', 'Ctrl')})`}
          aria-keyshortcuts={tool.keys}
          aria-pressed={state?.[i].pressed}
          aria-disabled={state?.[i].enabled === false || undefined}
          tabIndex={i === current ? 0 : -1}
          // Keep the selection in the writing area while a button is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(i)}
          onClick={() => {
            if (state?.[i].enabled === false) return;
            if (tool.name === 'Link') onLink();
            else tool.run(editor);
          }}
        >
          <span aria-hidden="true">{tool.face}</span>
        </button>
      ))}
    </div>
  );
}
