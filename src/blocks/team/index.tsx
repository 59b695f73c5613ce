import styled from 'styled-components';
import type { TeamBlock } from '@/content/types.generated';
import { Card, CardText, CardTitle, Grid } from '@/ui/card';
import { Section } from '@/ui/layout';
import { Picture } from '@/ui/picture';
import pictures from './pictures';

const Portrait = styled(Picture)`
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
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      <Grid $columns={Math.min(members.length, 3)}>
        {members.map((member, index) => (
          <Member key={index}>
            {member.image && <Portrait image={member.image} sizes={pictures.sizes.portrait} />}
            <CardTitle>{member.name}</CardTitle>
            <Role>{member.role}</Role>
            <CardText>{member.experience}</CardText>
          </Member>
        ))}
      </Grid>
    </Section>
  );
}
