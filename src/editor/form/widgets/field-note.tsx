/** A short note under a field saying how what was typed was understood; polite, not an error. */
export function FieldNote({ id, note }: { id: string; note?: string }) {
  return (
    <p id={`${id}__note`} role="status" className="ed-muted ed-field-note">
      {note ?? ''}
    </p>
  );
}
