import styled from 'styled-components';

const Whole = styled.span`
  white-space: nowrap;
`;

/**
 * "880 Harbor View Drive, Suite 210, Brookhaven, CA 94087", where the town, state and postcode
 * never part, so a postcode never stands alone on a line. An address without a postcode keeps
 * its last part whole. One box, so a list row laid out as flex keeps the words' spaces.
 */
export function PostalAddress({ text }: { text: string }) {
  const parts = text.split(', ');
  const together = parts.length > 2 && /\d/.test(parts[parts.length - 1]) ? 2 : 1;
  const cut = Math.max(parts.length - together, 0);
  const start = parts.slice(0, cut).join(', ');
  return (
    <span>
      {start && `${start}, `}
      <Whole>{parts.slice(cut).join(', ')}</Whole>
    </span>
  );
}
