import styled from 'styled-components';

const Whole = styled.span`
  white-space: nowrap;
`;

/**
 * A text whose spans such as "Tuesday-Sunday" or "10-40" never break at their
 * dash (browsers allow a break after a hyphen); the words around them wrap as
 * usual, and the text itself is unchanged.
 */
export function KeepRangesTogether({ text }: { text: string }) {
  return text
    .split(/(\S+[-–]\S+)/)
    .map((part, index) => (index % 2 ? <Whole key={index}>{part}</Whole> : part || null));
}
