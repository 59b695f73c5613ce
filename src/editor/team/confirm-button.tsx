import { useState, type ReactNode } from 'react';

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
  if (!asking)
    return (
      <button type="button" className="ed-button" onClick={() => setAsking(true)}>
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
      <button type="button" className="ed-button" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
