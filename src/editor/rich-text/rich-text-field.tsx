import type { FieldProps } from '@rjsf/utils';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { EditorFormContext } from '../form/form-context';
import { messages } from '../form/widgets/image-field';
import { pastedHeadings, richTextExtensions } from './extensions';
import { pastedLists } from './pasted-lists';
import { LinkPanel } from './link-panel';
import { toDocument, toStoredForm } from './stored-form';
import { RichTextToolbar } from './toolbar';

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((text, i) => text === b[i]);

/** Ctrl+Z or Ctrl+Shift+Z (Cmd on a Mac): the writing area's own undo, which the editor's session-wide undo must not also take. */
const isUndoKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && ['z', 'y'].includes(event.key.toLowerCase());

/**
 * Rich text as a writing area with a toolbar, in place of a list of Markdown
 * strings: the person sees bold as bold and a list as a list, and the file
 * gets one string per paragraph, list item, subheading or quote, an untouched
 * one spelled exactly as before.
 */
export function RichTextField({
  formData,
  onChange,
  fieldPathId,
  schema,
  name,
  registry,
  errorSchema,
  disabled,
  readonly,
}: FieldProps<string[]>) {
  const { links } = registry.formContext as EditorFormContext;
  const id = fieldPathId.$id;
  const label = schema.title ?? name;
  const stored = useMemo(() => (Array.isArray(formData) ? formData : []), [formData]);
  // What the file holds now, as last written here or received from outside (undo, find and replace).
  const written = useRef<readonly string[]>(stored);
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: richTextExtensions(() => setLinking(true)),
    content: toDocument(stored),
    editable: !disabled && !readonly,
    editorProps: {
      attributes: {
        id: `${id}__area`,
        class: 'ed-rich-area',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}__label`,
      },
      // A word processor's lists stay lists; the parser then keeps only what the stored form can say.
      transformPastedHTML: (html) => pastedLists(pastedHeadings(html)),
      handleKeyDown: (_view, event) => {
        if (isUndoKey(event)) event.stopPropagation();
        return false;
      },
    },
    onUpdate: ({ editor: area }) => {
      const next = toStoredForm(area.getJSON(), written.current);
      if (same(next, written.current)) return;
      written.current = next;
      // Emptied, the field is left out, as other fields are, and the checker says it is needed.
      onChange(next.length ? next : undefined, fieldPathId.path);
    },
  });

  // A change from outside the area (the session's undo, find and replace) is shown in it, outside its own undo history.
  useEffect(() => {
    if (!editor || same(stored, written.current)) return;
    written.current = stored;
    editor.chain().setMeta('addToHistory', false).setContent(toDocument(stored), { emitUpdate: false }).run();
  }, [editor, stored]);

  const problems = messages(errorSchema);
  return (
    <div className="ed-rich" id={id}>
      <span className="ed-rich-label" id={`${id}__label`} onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      {editor && (
        <RichTextToolbar editor={editor} label={label} areaId={`${id}__area`} onLink={() => setLinking(true)} />
      )}
      {editor && linking && (
        <LinkPanel id={`${id}__link`} editor={editor} links={links} onClose={() => setLinking(false)} />
      )}
      <EditorContent editor={editor} />
      {problems.map((message) => (
        <p key={message} className="ed-field-error">
          {message}
        </p>
      ))}
    </div>
  );
}
