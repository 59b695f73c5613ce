import styled from 'styled-components';
import type { TextBlock } from '@/content/types.generated';
import { ActionLink, ActionRow } from '@/ui/button';
import { CheckList } from '@/ui/check-list';
import { Eyebrow, Lead, Section, SectionTitle } from '@/ui/layout';
import { Picture as Image } from '@/ui/picture';
import { keepLastWordsTogether } from '@/ui/keep-words';
import pictures from './pictures';
import { KeepRangesTogether } from '@/ui/keep-ranges';

const Columns = styled.div<{ $imageLeft: boolean; $hasImage: boolean }>`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  @media (min-width: 900px) {
    grid-template-columns: ${({ $hasImage }) => ($hasImage ? '1fr 1fr' : '1fr')};
    ${({ $hasImage }) => (!$hasImage ? 'max-width: 48rem; margin-inline: auto;' : '')}
  }
  figure { order: ${({ $imageLeft }) => ($imageLeft ? -1 : 1)}; margin: 0; }
`;

const Copy = styled.div`
  display: grid;
  gap: 1.125rem;
`;

const Picture = styled(Image)`
  width: 100%;
  border-radius: var(--radius);
  box-shadow: 0 24px 48px -24px hsl(var(--foreground) / 0.35);
`;

/** A story: heading and paragraphs, optionally beside a picture. */
export default function Text({
  anchor,
  eyebrow,
  heading,
  intro,
  tone,
  paragraphs,
  highlights,
  image,
  imagePosition = 'right',
  actions,
}: TextBlock) {
  const titleId = anchor ? `${anchor}-title` : undefined;
  return (
    <Section anchor={anchor} tone={tone} label={heading}>
      <Columns $imageLeft={imagePosition === 'left'} $hasImage={Boolean(image)}>
        <Copy>
          {eyebrow && <Eyebrow>{keepLastWordsTogether(eyebrow)}</Eyebrow>}
          <SectionTitle id={titleId}>{keepLastWordsTogether(heading)}</SectionTitle>
          {intro && <Lead>{intro}</Lead>}
          {paragraphs.map((paragraph, index) => (
            <p key={index}>
              <KeepRangesTogether text={paragraph} />
            </p>
          ))}
          {highlights && highlights.length > 0 && <CheckList items={highlights} />}
          {actions && actions.length > 0 && (
            <ActionRow>
              {actions.map((action, index) => (
                <ActionLink key={index} action={action} />
              ))}
            </ActionRow>
          )}
        </Copy>
        {image && (
          <figure>
            <Picture image={image} sizes={pictures.sizes.picture} />
          </figure>
        )}
      </Columns>
    </Section>
  );
}
