import styled from 'styled-components';

/** A short label on a brand-coloured pill: a tier's Most Popular mark, a listing's status. */
export const Pill = styled.p`
  justify-self: start;
  padding: 0.2rem 0.7rem;
  border-radius: 999px;
  background: hsl(var(--primary));
  color: hsl(var(--primary-foreground));
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  white-space: nowrap;
`;
