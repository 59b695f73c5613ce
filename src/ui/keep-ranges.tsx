import styled from 'styled-components';

const Whole = styled.span`
  white-space: nowrap;
`;

/** A phone number written "(555) 266-5200", or any span joined by a dash such as "Tuesday-Sunday" or "10-40". */
const UNBREAKABLE = /(\(\d+\)\s\d+[-–]\d+|\S+[-–]\S+)/;

/**
 * A text whose spans such as "Tuesday-Sunday" or "10-40" never break at their
 * dash (browsers allow a break after a hyphen), nor a phone number at its
 * space; the words around them wrap as usual, and the text itself is unchanged.
 */
export function KeepRangesTogether({ text }: { text: string }) {
  return text.split(UNBREAKABLE).map((part, index) => (index % 2 ? <Whole key={index}>{part}</Whole> : part || null));
}
