import { useState, type ReactNode } from 'react';
import { PreviewFrame } from './preview-frame';
import { ScaledViewport } from './scaled-viewport';

/** The preview's frame, at the panel's width or, switched on, at a desktop's width scaled to fit. */
export function PreviewPane({
  title,
  onDocument,
  opened,
  children,
}: {
  title: string;
  /** The page or entry shown: another one opens at its top. */
  opened?: string;
  onDocument?: (doc: Document) => void;
  children: ReactNode;
}) {
  const [desktop, setDesktop] = useState(false);
  return (
    <>
      <label className="ed-switch ed-preview-width">
        <input type="checkbox" role="switch" checked={desktop} onChange={(event) => setDesktop(event.target.checked)} />
        <span>Preview at desktop width (1280 px)</span>
      </label>
      <ScaledViewport width={desktop ? 1280 : undefined}>
        <PreviewFrame title={title} onDocument={onDocument} opened={opened}>
          {children}
        </PreviewFrame>
      </ScaledViewport>
    </>
  );
}
