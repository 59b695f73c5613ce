import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the browser's own <dialog>: it keeps keyboard focus
 * inside, closes with Escape, and gives focus back to where it was.
 */
export function Dialog({
  title,
  open,
  onClose,
  children,
  wide,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // A dialog taken out of the page as it closes cannot give the focus back by itself:
    // unless something else has taken it, it goes back to what opened the dialog.
    return () => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`ed-dialog ${wide ? 'ed-dialog-wide' : ''}`}
      aria-label={title}
      onClose={onClose}
      onCancel={onClose}
    >
      {open && (
        <>
          <div className="ed-dialog-head">
            <h2>{title}</h2>
            <button type="button" className="ed-button" onClick={onClose}>
              Close
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
