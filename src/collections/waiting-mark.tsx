import styled from 'styled-components';
import type { EntryWaiting } from '@/content/collections';
import { liveWords } from './live-words';

/** A waiting entry's state in words: "Draft", or "Scheduled for Tuesday 3 March at 9:00". */
export function waitingWords(waiting: EntryWaiting, thisYear?: number): string {
  if ('draft' in waiting) return 'Draft';
  const [date, time] = waiting.at.split('T');
  return `Scheduled for ${liveWords(date, time, thisYear) ?? waiting.at}`;
}

const Mark = styled.p`
  width: fit-content;
  max-width: calc(100% - 2rem);
  margin: 0 auto 1.5rem;
  padding: 0.5rem 1rem;
  border: 2px dashed currentColor;
  border-radius: var(--radius);
  font-weight: 700;
  text-align: center;
  overflow-wrap: anywhere;
`;

/**
 * The mark on the page of an entry a preview shows before it is published.
 * Only a preview's build gives an entry's view a `waiting`, so a published
 * page never carries it. Plain text in a note, read as it is shown.
 */
export function WaitingMark({ waiting }: { waiting: EntryWaiting }) {
  return <Mark role="note">{waitingWords(waiting)}</Mark>;
}
