import styled from 'styled-components';
import type { TeamBlock } from '@/content/types.generated';
import { useSite } from '@/render/site-context';
import { Card, CardText, CardTitle, Grid } from '@/ui/card';
import { Section } from '@/ui/layout';

const Portrait = styled.img`
  width: 7.5rem;
  height: 7.5rem;
  border-radius: 50%;
  object-fit: cover;
  margin-inline: auto;
`;

const Member = styled(Card)`
  text-align: center;
  align-items: center;
`;

const Role = styled.p`
  color: hsl(var(--primary));
  font-weight: 650;
`;

export default function Team({ anchor, eyebrow, heading, intro, tone, members }: TeamBlock) {
  const { media } = useSite();
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      <Grid $columns={Math.min(members.length, 3)}>
        {members.map((member) => (
          <Member key={member.name}>
            {member.image && (
              <Portrait src={media(member.image.src)} alt={member.image.alt} width={member.image.width} height={member.image.height} loading="lazy" decoding="async" />
            )}
            <CardTitle>{member.name}</CardTitle>
            <Role>{member.role}</Role>
            <CardText>{member.experience}</CardText>
          </Member>
        ))}
      </Grid>
    </Section>
  );
}
