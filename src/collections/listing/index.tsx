import styled from 'styled-components';
import type { PersonEntry } from '@/content/types.generated';
import { useSite } from '@/page-context/site-context';
import { Facts } from '@/ui/facts';
import { Container } from '@/ui/layout';
import { Pill } from '@/ui/pill';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { SmartLink } from '@/ui/smart-link';
import { Back, Meta, PageTop, Title } from '../entry-parts';
import type { EntryPageProps } from '../entry-props';
import { RichText } from '../rich-text';
import { AgentCard } from './agent-card';
import { priceTag, roomFacts, STATUS_LABELS } from './facts';

const Head = styled.section`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;

const Price = styled.p`
  font-size: clamp(1.5rem, 4vw, 2rem);
  font-weight: 700;
`;

/** The listing's head beside its agent on wide screens, above it on phones. */
const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`;

/** A listing's page: status, title, price and address, its facts, its photos, its description and its agent. */
export function ListingPage({ entry, named, pageOf, collection, Gallery, waiting }: EntryPageProps<'listing'>) {
  const { site } = useSite();
  const agent = named[entry.agent] as PersonEntry | undefined;
  const [first, ...rest] = entry.photos.map((image, index) => ({
    image,
    title: entry.photos.length > 1 ? `Photo ${index + 1} of ${entry.photos.length}` : entry.title,
  }));
  return (
    <PageTop waiting={waiting}>
      <Container>
        <Columns>
          <div>
            <Head>
              <Back>
                <SmartLink href={collection.href}>{collection.title}</SmartLink>
              </Back>
              <Pill>{STATUS_LABELS[entry.status]}</Pill>
              <Title>{keepLastWordsTogether(entry.title)}</Title>
              <Price>
                {entry.status === 'sold' ? 'Sold for ' : ''}
                {priceTag(entry.price)}
              </Price>
              <Meta>{entry.address}</Meta>
              <Facts facts={roomFacts(entry)} />
            </Head>
          </div>
          {agent && <AgentCard agent={agent} href={pageOf(entry.agent)} phone={site.contact.phone} />}
        </Columns>
      </Container>
      {/* The gallery block, so each photo opens full screen as in any gallery. */}
      <Gallery type="gallery" heading="Photos" variant="tiles" items={[first, ...rest]} />
      <Container $width="narrow">
        <RichText paragraphs={entry.body} />
      </Container>
    </PageTop>
  );
}
