import { Container } from '@/ui/layout';
import { CheckList } from '@/ui/check-list';
import { Intro, Meta, PageTop, Title } from '../entry-parts';
import type { EntryPageProps } from '../entry-props';
import { dollarPrice } from '../price';
import { POPULAR_LABEL } from './card';

/**
 * A package's page, for a collection of packages given an address of its own.
 * Most have none: their packages are only listed, in the pricing or price-list look.
 */
export function PackagePage({ entry, waiting }: EntryPageProps<'package'>) {
  return (
    <PageTop waiting={waiting}>
      <Container $width="narrow">
        <Intro>
          <Title>{entry.name}</Title>
          <Meta>{[dollarPrice(entry.price), ...(entry.popular ? [POPULAR_LABEL] : [])].join(' · ')}</Meta>
        </Intro>
        {entry.description && <p>{entry.description}</p>}
        <CheckList items={entry.features} />
      </Container>
    </PageTop>
  );
}
