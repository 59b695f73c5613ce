import { useState } from 'react';

/** A short note under a field saying how what was typed was understood; polite, not an error. */
export function FieldNote({ id, note }: { id: string; note?: string }) {
  return (
    <p id={`${id}__note`} role="status" className="ed-muted ed-field-note">
      {note ?? ''}
    </p>
  );
}

/**
 * A note belongs to the value it speaks of: once the field holds anything else
 * (typed over, undone, taken back), the note is old news and is not shown.
 */
export function useFieldNote(value: unknown) {
  const [note, setNote] = useState<{ text: string; about: unknown }>();
  const say = (text: string | undefined, about?: unknown) => setNote(text ? { text, about } : undefined);
  return [note && note.about === value ? note.text : undefined, say] as const;
}
