import styled from 'styled-components';
import type { AsideNote, FormAside } from '@/content/types.generated';
import { Icon } from '@/ui/icon';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import { keepLastWordsTogether } from '@/ui/keep-words';

/**
 * The widest a row of one or two stays: the form's own width, so a short row
 * lines up with the form under it instead of stretching two tiles across the page.
 */
export const FORM_WIDTH = '46rem';
export const narrowRow = (count: number) => (count <= 2 ? `max-width: ${FORM_WIDTH}; margin-inline: auto;` : '');

/** A note with its icon and title over a sentence, framed as a small card. */
const Note = styled.div`
  display: grid;
  /* The title stands apart from its sentence, as a card's does. */
  gap: 0.5rem;
  padding: 1.125rem 1.25rem;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  strong { display: flex; gap: 0.5rem; align-items: center; }
  svg { color: var(--detail-accent, hsl(var(--primary))); }
  p { color: var(--muted); }
`;

/** The notes side by side where they fit: one column beside a form, a row above or under it. */
const NoteRow = styled.div<{ $count: number }>`
  display: grid;
  gap: 1rem;
  width: 100%;
  ${({ $count }) => narrowRow($count)}
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
`;

/** One note: its icon and title over its sentence. */
function AsideNoteCard({ icon, title, text }: AsideNote) {
  return (
    <Note>
      <strong>
        {icon && <Icon name={icon} size={20} />}
        <span>{keepLastWordsTogether(title)}</span>
      </strong>
      <p>
        <KeepRangesTogether text={text} />
      </p>
    </Note>
  );
}

/**
 * The notes of the details. Beside a form they stack in its column; on a panel
 * they run across its foot; above a centred form (keepToForm) a row of one or
 * two keeps to the form's width.
 */
export function NotesRow({ notes, keepToForm = false }: Pick<FormAside, 'notes'> & { keepToForm?: boolean }) {
  if (!notes?.length) return null;
  return (
    <NoteRow data-form-notes="" $count={keepToForm ? notes.length : Infinity}>
      {notes.map((note, index) => (
        <AsideNoteCard key={index} {...note} />
      ))}
    </NoteRow>
  );
}
