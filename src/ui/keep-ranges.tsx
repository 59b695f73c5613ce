import styled from 'styled-components';

const Whole = styled.span`
  white-space: nowrap;
`;

/**
 * What never breaks inside: a span joined by a dash ("Tuesday-Sunday", "10-40",
 * "flat-rate", "9AM-12PM"), a phone number written "(555) 266-5200", and a time
 * such as "5:00 PM" or "10 PM". The dashed span comes first, so a range of times
 * is kept as one.
 */
const UNBREAKABLE = /(\S+[-–]\S+|\(\d+\)\s\d+[-–]\d+|\b\d{1,2}(?::\d{2})?\s?[AP]\.?M\b)/i;

/** A dash set between words ("Hillside Contemporary — $1,150,000") stays at the end of a line, never starts one. */
export function keepDashWithWordBefore(text: string): string {
  return text.replace(/ +([—–])(?=\s)/g, '\u00a0$1');
}

/** A word of one letter ("A technician", "talk to a mechanic", "I build") never ends a line: it goes with the next word. */
export function keepOneLetterWithNext(text: string): string {
  return text.replace(/(?<=^|\s)([aAI]) +(?=\S)/g, '$1\u00a0');
}

/**
 * A text whose ranges, compounds, phone numbers and times never break inside
 * (browsers allow a break after a hyphen, and at any space), whose dashes
 * between words never start a line, and whose one-letter words never end one; the words around them wrap as usual, and
 * the text reads the same.
 */
export function KeepRangesTogether({ text }: { text: string }) {
  return keepOneLetterWithNext(keepDashWithWordBefore(text))
    .split(UNBREAKABLE)
    .map((part, index) => (index % 2 ? <Whole key={index}>{part}</Whole> : part || null));
}
