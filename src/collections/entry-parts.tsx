import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { EntryWaiting } from '@/content/collections';
import { media } from '@/theme/theme';
import { tapTarget } from '@/ui/tap-target';
import { WaitingMark } from './waiting-mark';

const Top = styled.div`
  padding-block: 7rem 4rem;
  ${media.md} { padding-block: 8.5rem 5.5rem; }
`;

/**
 * The top of a collection's page: room under a header that may float over the
 * page, then its heading; in a preview, first the mark of an entry not published yet.
 */
export function PageTop({ waiting, children }: { waiting?: EntryWaiting; children: ReactNode }) {
  return (
    <Top>
      {waiting && <WaitingMark waiting={waiting} />}
      {children}
    </Top>
  );
}

/** The section holding the page's heading and what introduces it, as a hero does on other pages. */
export const Intro = styled.section`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;

export const Title = styled.h1`
  font-size: clamp(2rem, 6vw, 3rem);
  line-height: 1.15;
  text-wrap: balance;
`;

export const Meta = styled.p`
  color: var(--muted);
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
`;

export const Back = styled.p`
  font-weight: 600;
  a { ${tapTarget} color: hsl(var(--primary)); }
`;

export const TagList = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-block;
    min-height: 2.75rem;
    padding: 0.625rem 0.875rem;
    border: 1px solid var(--border);
    border-radius: 999px;
    color: inherit;
  }
`;

export { readableDate } from './readable-date';
