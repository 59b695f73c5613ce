import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A button whose action is asked about first, in words: the question and
 * "Yes" and "Cancel" take its place, the "Yes" button takes the focus, and
 * Cancel gives it back.
 */
export function ConfirmButton({
  label,
  question,
  yes,
  onYes,
}: {
  label: string;
  question: ReactNode;
  yes: string;
  onYes: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // After Cancel the focus goes back to the button that asked, not to the top of the page.
  useEffect(() => {
    if (cancelled && !asking) button.current?.focus();
  }, [cancelled, asking]);
  if (!asking)
    return (
      <button
        ref={button}
        type="button"
        className="ed-button"
        onClick={() => {
          setCancelled(false);
          setAsking(true);
        }}
      >
        {label}
      </button>
    );
  return (
    <span role="group" aria-label={label} style={{ display: 'block', flexBasis: '100%', margin: '4px 0' }}>
      <span style={{ display: 'block' }}>{question}</span>
      <button
        type="button"
        className="ed-button"
        autoFocus
        onClick={() => {
          setAsking(false);
          onYes();
        }}
      >
        {yes}
      </button>{' '}
      <button
        type="button"
        className="ed-button"
        onClick={() => {
          setCancelled(true);
          setAsking(false);
        }}
      >
        Cancel
      </button>
    </span>
  );
}
