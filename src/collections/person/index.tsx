import { Container } from '@/ui/layout';
import { Intro, Meta, PageTop, Title } from '../entry-parts';
import type { EntryPageProps } from '../entry-props';

/** A person's page, for a people collection given an address of its own. */
export function PersonPage({ entry, waiting }: EntryPageProps<'person'>) {
  return (
    <PageTop waiting={waiting}>
      <Container $width="narrow">
        <Intro>
          <Title>{entry.name}</Title>
          <Meta>{entry.role}</Meta>
        </Intro>
        {entry.bio && <p>{entry.bio}</p>}
      </Container>
    </PageTop>
  );
}
