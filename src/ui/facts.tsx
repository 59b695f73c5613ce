import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.6rem 0 0;
  border-top: 1px solid var(--border);
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  color: var(--muted);
  font-size: 0.9375rem;
  /* "3,900 sq ft" is one fact: it moves to the next line whole. */
  li { white-space: nowrap; }
`;

/** Short facts in one row under a hairline, like a listing sheet ("4 beds", "3 baths"); nothing when there are none. */
export function Facts({ facts }: { facts?: string[] }) {
  if (!facts?.length) return null;
  return (
    <List aria-label="Facts">
      {facts.map((fact, index) => (
        <li key={index}>{fact}</li>
      ))}
    </List>
  );
}
