import styled, { css } from 'styled-components';
import { teamMembers, type ShownMember } from '@/content/named-people';
import type { TeamBlock } from '@/content/types.generated';
import { useHandedEntries } from '@/page-context/handed-entries';
import { Card, CardText, CardTitle, Grid } from '@/ui/card';
import { Section } from '@/ui/layout';
import { Picture } from '@/ui/picture';
import { media } from '@/theme/theme';
import pictures from './pictures';

type Look = NonNullable<TeamBlock['variant']>;

const Portrait = styled(Picture)<{ $look: Look }>`
  object-fit: cover;
  ${({ $look }) =>
    $look === 'portraits'
      ? css`
          width: calc(100% + 3rem);
          max-width: none;
          margin: -1.5rem -1.5rem 0.5rem;
          /* A landscape crop on phones, where the cards stack: three people in a screen and a half, not three screens. */
          aspect-ratio: 4 / 3;
          ${media.sm} { aspect-ratio: 4 / 5; }
          border-radius: var(--radius) var(--radius) 0 0;
        `
      : css`
          width: ${$look === 'rows' ? '4.5rem' : '7.5rem'};
          height: ${$look === 'rows' ? '4.5rem' : '7.5rem'};
          border-radius: 50%;
          margin-inline: auto;
        `}
`;

const Member = styled(Card)<{ $look: Look }>`
  ${({ $look }) => $look === 'cards' && 'text-align: center; align-items: center;'}
  ${({ $look }) => $look === 'portraits' && 'overflow: hidden; gap: 0.5rem;'}
`;

/**
 * The rows look: one list, each person a line with the photo at its start and
 * the experience at its end. Centred in a column under a centred heading; under
 * a heading at the start edge it takes the content's width from that edge.
 */
const Rows = styled.ul`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 48rem;
  display: grid;
  border-top: 1px solid var(--border);
  [data-heading-align='start'] ~ & { margin: 0; max-width: none; }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: 0.25rem 1.25rem;
  padding: 1.25rem 0;
  border-bottom: 1px solid var(--border);
  ${Portrait} { grid-row: span 3; margin: 0; }
  ${media.sm} {
    grid-template-columns: auto minmax(0, 1fr) minmax(0, 22rem);
    ${Portrait} { grid-row: auto; }
    > ${CardText} { justify-self: end; text-align: end; }
    /* Without a photo, the name and the line take the photo's column too. */
    &:not(:has(img)) { grid-template-columns: minmax(0, 1fr) minmax(0, 22rem); }
  }
`;

const Role = styled.p`
  color: hsl(var(--primary));
  font-weight: 650;
`;

/** People written out in "members", or the person entries "people" names, handed to the page. */
export default function Team(block: TeamBlock) {
  const { anchor, eyebrow, heading, intro, tone, variant = 'cards' } = block;
  const members = teamMembers(block, useHandedEntries());
  const photo = (member: ShownMember) =>
    member.image && (
      <Portrait
        image={member.image}
        $look={variant}
        sizes={variant === 'portraits' ? pictures.sizes.large : pictures.sizes.portrait}
      />
    );
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      {variant === 'rows' ? (
        <Rows data-look="rows">
          {members.map((member, index) => (
            <Row key={index}>
              {photo(member)}
              <div>
                <CardTitle>{member.name}</CardTitle>
                <Role>{member.role}</Role>
              </div>
              {member.experience && <CardText>{member.experience}</CardText>}
            </Row>
          ))}
        </Rows>
      ) : (
        <Grid $columns={Math.min(members.length, 3)} data-look={variant}>
          {members.map((member, index) => (
            <Member key={index} $look={variant}>
              {photo(member)}
              <CardTitle>{member.name}</CardTitle>
              <Role>{member.role}</Role>
              {member.experience && <CardText>{member.experience}</CardText>}
            </Member>
          ))}
        </Grid>
      )}
    </Section>
  );
}
