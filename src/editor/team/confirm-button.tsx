import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A button whose action is asked about first, in words: the question and
 * "Yes" and "Cancel" take its place. The focus goes to the question, so it is
 * read before anything is answered (Tab reaches "Yes"); Cancel or Escape gives
 * the focus back to the button that asked.
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
  const asked = useRef<HTMLSpanElement>(null);
  // After Cancel the focus goes back to the button that asked, not to the top of the page.
  useEffect(() => {
    if (cancelled && !asking) button.current?.focus();
  }, [cancelled, asking]);
  useEffect(() => {
    if (asking) asked.current?.focus();
  }, [asking]);
  const cancel = () => {
    setCancelled(true);
    setAsking(false);
  };
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
    <span
      role="group"
      aria-label={label}
      style={{ display: 'block', flexBasis: '100%', margin: '4px 0' }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        cancel();
      }}
    >
      <span ref={asked} tabIndex={-1} style={{ display: 'block' }}>
        {question}
      </span>
      <button
        type="button"
        className="ed-button"
        onClick={() => {
          setAsking(false);
          onYes();
        }}
      >
        {yes}
      </button>{' '}
      <button type="button" className="ed-button" onClick={cancel}>
        Cancel
      </button>
    </span>
  );
}
