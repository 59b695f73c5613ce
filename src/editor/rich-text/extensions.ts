import { Extension } from '@tiptap/core';
import { ListItem } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';
import { SAFE_HREF } from './stored-form';

/**
 * The writing area holds only what the stored form can say: paragraphs,
 * subheadings, quotes, bulleted and numbered lists, bold, italic, code, links
 * and line breaks. Everything else of the starter kit is turned off, so a
 * paste from a word processor or a web page keeps those and nothing else
 * (ProseMirror drops what its schema has no place for).
 */
export const richTextExtensions = (openLinkPanel: () => void) => [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    strike: false,
    underline: false,
    codeBlock: false,
    horizontalRule: false,
    listItem: false,
    listKeymap: false,
    link: {
      openOnClick: false,
      autolink: false,
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => SAFE_HREF.test(url),
    },
  }),
  // Tab moves on to the next control, as everywhere else in the form, rather than nesting a list item:
  // a keyboard user must be able to leave the writing area. Enter still starts the next item.
  ListItem.extend({
    addKeyboardShortcuts() {
      return { Enter: () => this.editor.commands.splitListItem(this.name) };
    },
  }),
  Extension.create({
    name: 'richTextKeys',
    addKeyboardShortcuts() {
      return {
        'Mod-k': () => {
          openLinkPanel();
          return true;
        },
      };
    },
  }),
];

/** Headings of a pasted page as the site's two subheading sizes (the page's own title is its h1). */
export function pastedHeadings(html: string): string {
  return html.replace(/<(\/?)h1\b/gi, '<$1h2').replace(/<(\/?)h[4-6]\b/gi, '<$1h3');
}
