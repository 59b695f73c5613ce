import type { PersonEntry } from '@/content/types.generated';
import { Container } from '@/ui/layout';
import { Meta, PageTop, Title } from '../entry-parts';
import type { EntryCard, EntryPageProps } from '../entry-props';

/** A person's page, for a people collection given an address of its own. */
export function PersonPage({ entry }: EntryPageProps<'person'>) {
  return (
    <PageTop>
      <Container $width="narrow">
        <Title>{entry.name}</Title>
        <Meta>{entry.role}</Meta>
        {entry.bio && <p>{entry.bio}</p>}
      </Container>
    </PageTop>
  );
}

export const personCard = (entry: PersonEntry): EntryCard => ({
  title: entry.name,
  meta: entry.role,
  text: entry.bio,
  image: entry.photo,
});
