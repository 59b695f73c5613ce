import styled from 'styled-components';

/** The raised panel cards, tiers and quotes sit on. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  padding: 1.5rem;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: hsl(var(--background));
  color: hsl(var(--foreground));
  --muted: hsl(var(--foreground) / 0.74);
  box-shadow: 0 1px 2px hsl(var(--foreground) / 0.05), 0 8px 24px -12px hsl(var(--foreground) / 0.12);
`;

export const CardTitle = styled.h3`
  font-size: var(--card-title-size, 1.25rem);
`;

export const CardText = styled.p`
  color: var(--muted);
`;

/** A round tinted badge behind an icon. */
export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: calc(var(--radius) + 4px);
  background: hsl(var(--primary) / 0.1);
  color: hsl(var(--primary));
`;

export const Grid = styled.div<{ $columns: number }>`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    /* Four or more narrow columns: a step smaller, so a three-word name fits one line rather than breaking oddly. */
    ${({ $columns }) => $columns >= 4 && '--card-title-size: 1.125rem;'}
  }
`;
