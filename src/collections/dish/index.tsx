import { Container } from '@/ui/layout';
import { Picture } from '@/ui/picture';
import { Intro, Meta, PageTop, Title } from '../entry-parts';
import type { EntryPageProps } from '../entry-props';
import { dollarPrice } from '../price';
import { COURSE_NAMES, dietaryMarks } from './facts';

/**
 * A dish's page, for a menu collection given an address of its own. Most
 * menus have none: their dishes are only listed, in the price-list look.
 */
export function DishPage({ entry, waiting }: EntryPageProps<'dish'>) {
  return (
    <PageTop waiting={waiting}>
      <Container $width="narrow">
        <Intro>
          <Title>{entry.name}</Title>
          <Meta>{[COURSE_NAMES[entry.course], dollarPrice(entry.price), ...dietaryMarks(entry)].join(' · ')}</Meta>
        </Intro>
        {entry.picture && <Picture image={entry.picture} sizes="(min-width: 768px) 42rem, 100vw" />}
        {entry.description && <p>{entry.description}</p>}
      </Container>
    </PageTop>
  );
}
