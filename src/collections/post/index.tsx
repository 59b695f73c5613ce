import styled from 'styled-components';
import { Picture } from '@/ui/picture';
import { Container } from '@/ui/layout';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { SmartLink } from '@/ui/smart-link';
import type { PersonEntry } from '@/content/types.generated';
import { Back, Intro, Meta, PageTop, readableDate, TagList, Title } from '../entry-parts';
import type { EntryPageProps } from '../entry-props';
import { RichText } from '../rich-text';

const Article = styled.article`
  display: grid;
  gap: 1.5rem;
`;

const Cover = styled(Picture)`
  width: 100%;
  height: auto;
  border-radius: var(--radius);
`;

/** A post's page: its title, date and author, its cover, its text, and its tags. */
export function PostPage({ entry, named, collection, waiting }: EntryPageProps<'post'>) {
  const author = named[entry.author] as PersonEntry | undefined;
  return (
    <PageTop waiting={waiting}>
      <Container $width="narrow">
        <Article>
          <Intro>
            <Back>
              <SmartLink href={collection.href}>{collection.title}</SmartLink>
            </Back>
            <Title>{keepLastWordsTogether(entry.title)}</Title>
            <Meta>
              {readableDate(entry.date) && <time dateTime={entry.date}>{readableDate(entry.date)}</time>}
              {author && (
                <span>
                  By {author.name}, {author.role}
                </span>
              )}
            </Meta>
          </Intro>
          {entry.cover && <Cover image={entry.cover} sizes="(min-width: 800px) 44rem, 100vw" priority />}
          <RichText paragraphs={entry.body} />
          {entry.tags?.length ? (
            <nav aria-label="Tags">
              <TagList>
                {entry.tags.map((tag) => (
                  <li key={tag}>
                    <SmartLink href={collection.tagHref(tag)}>{tag}</SmartLink>
                  </li>
                ))}
              </TagList>
            </nav>
          ) : null}
        </Article>
      </Container>
    </PageTop>
  );
}
