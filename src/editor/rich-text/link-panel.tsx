import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState } from 'react';
import type { EditorFormContext } from '../form/form-context';
import { understoodHref } from '../form/understood';
import { HrefPicker } from '../form/widgets/href-widget';
import { hrefInWords } from '../site-links';
import { SAFE_HREF } from './stored-form';

interface Props {
  id: string;
  editor: Editor;
  links: EditorFormContext['links'];
  onClose: () => void;
}

/** The words a new link shows when nothing was selected: a page's, section's or entry's name, or the address as people write it. */
function wordsFor(href: string, links: Props['links']): string {
  return links.find((link) => link.href === href)?.name ?? hrefInWords(href).replace(/^https?:\/\//, '');
}

/**
 * Adding or changing a link: the same picker as every link field (the site's
 * pages and sections by title, and in an entry's form its entries by title and
 * collection, or a web address, email or phone number, read the same way), with
 * the same rule for what an address may be.
 */
export function LinkPanel({ id, editor, links, onClose }: Props) {
  const existing = editor.getAttributes('link').href as string | undefined;
  const [href, setHref] = useState<string | undefined>(existing);
  const [problem, setProblem] = useState<string>();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.querySelector<HTMLElement>('select, input')?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const typed = (href ?? '').trim();
    const address = understoodHref(typed)?.value ?? typed;
    if (!SAFE_HREF.test(address)) {
      setProblem(
        address === ''
          ? 'Choose a page or type an address first.'
          : 'A link goes to a page of the site, a web address, an email or a phone number.',
      );
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({
        type: 'text',
        text: wordsFor(address, links),
        marks: [{ type: 'link', attrs: { href: address } }],
      });
    else chain.extendMarkRange('link').setLink({ href: address });
    chain.run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <div
      ref={panel}
      className="ed-rich-link"
      role="group"
      aria-labelledby={`${id}__title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <p id={`${id}__title`} className="ed-rich-link-title">
        {existing ? 'Change the link' : 'Add a link'}
      </p>
      <label htmlFor={id}>Link to</label>
      <HrefPicker id={id} value={href} label="Link to" links={links} onChange={(value) => setHref(value)} />
      {problem && (
        <p role="alert" className="ed-field-error">
          {problem}
        </p>
      )}
      <div className="ed-rich-link-actions">
        <button type="button" className="ed-button ed-button-primary" onClick={apply}>
          {existing ? 'Change link' : 'Add link'}
        </button>
        {existing && (
          <button type="button" className="ed-button" onClick={remove}>
            Remove link
          </button>
        )}
        <button type="button" className="ed-button" onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}
