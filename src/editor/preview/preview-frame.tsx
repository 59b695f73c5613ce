import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';

const BLANK =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head><body></body></html>';

/**
 * The preview lives in its own frame, so the site's global styles and its
 * screen-width rules apply to the page as they would in the browser, and
 * never to the editor around it. React renders into the frame through a
 * portal, so the preview shares the editor's state and updates as you type.
 * The frame stays from page to page; when `opened` (the page or entry shown)
 * changes, the new one is shown from its top, not at the last one's scroll.
 */
export function PreviewFrame({
  title,
  children,
  onDocument,
  opened,
}: {
  title: string;
  children: ReactNode;
  onDocument?: (doc: Document) => void;
  opened?: string;
}) {
  const [doc, setDoc] = useState<Document | null>(null);
  const shown = useRef(opened);
  // A layout effect: it runs before the sections' own effects, so a section opened with the page is still scrolled to.
  useLayoutEffect(() => {
    if (shown.current === opened) return;
    shown.current = opened;
    doc?.defaultView?.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [opened, doc]);
  return (
    <iframe
      title={title}
      className="ed-preview-frame"
      srcDoc={BLANK}
      onLoad={(event) => {
        const loaded = event.currentTarget.contentDocument;
        if (loaded) {
          setDoc(loaded);
          onDocument?.(loaded);
        }
      }}
    >
      {doc && createPortal(<StyleSheetManager target={doc.head}>{children}</StyleSheetManager>, doc.body)}
    </iframe>
  );
}
