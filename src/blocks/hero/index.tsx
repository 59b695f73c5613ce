import styled, { css, useTheme } from 'styled-components';
import type { HeroBlock, HeroStyle } from '@/content/types.generated';
import { ActionLink, ActionRow } from '@/ui/button';
import { Container, Eyebrow } from '@/ui/layout';
import { media } from '@/theme/theme';
import { Picture } from '@/ui/picture';

/** How each overlay tints the picture, and the text colour that stays readable on it. */
const OVERLAYS: Record<HeroStyle['overlay'], ReturnType<typeof css>> = {
  dark: css`
    color: #fff;
    &::after { background: linear-gradient(180deg, rgb(0 0 0 / 0.55), rgb(0 0 0 / 0.72)); }
  `,
  brand: css`
    color: hsl(var(--primary-foreground));
    /* A brand-coloured button would melt into the brand-coloured tint. */
    --action: var(--primary-foreground);
    --action-foreground: var(--primary);
    &::after { background: linear-gradient(135deg, hsl(var(--primary) / 0.9), hsl(var(--secondary) / 0.85)); }
  `,
  gradient: css`
    color: hsl(var(--foreground));
    &::after {
      background: linear-gradient(100deg, hsl(var(--background) / 0.97) 0%, hsl(var(--background) / 0.9) 45%, hsl(var(--background) / 0.45) 100%);
    }
  `,
  light: css`
    color: hsl(var(--foreground));
    &::after { background: hsl(var(--background) / 0.86); }
  `,
};

const HEADING_SIZES: Record<HeroStyle['headingSize'], string> = {
  md: 'clamp(2rem, 1.5rem + 2.2vw, 2.75rem)',
  lg: 'clamp(2.25rem, 1.5rem + 3vw, 3.5rem)',
  xl: 'clamp(2.5rem, 1.4rem + 4.2vw, 4.25rem)',
};

const Shell = styled.section<{ $overlay: HeroStyle['overlay']; $compact: boolean }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: flex;
  align-items: center;
  min-height: ${({ $compact }) => ($compact ? '18rem' : 'min(88vh, 46rem)')};
  padding-block: ${({ $compact }) => ($compact ? '7rem 3.5rem' : '8rem 5rem')};
  background: hsl(var(--foreground));
  &::after { content: ''; position: absolute; inset: 0; z-index: -1; }
  ${({ $overlay }) => OVERLAYS[$overlay]}
`;

const Backdrop = styled(Picture)`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Content = styled.div<{ $align: HeroStyle['align'] }>`
  display: grid;
  gap: 1.25rem;
  max-width: 46rem;
  ${({ $align }) => ($align === 'center' ? 'margin-inline: auto; text-align: center; justify-items: center;' : '')}
`;

const Title = styled.h1<{ $size: HeroStyle['headingSize'] }>`
  font-size: ${({ $size }) => HEADING_SIZES[$size]};
  letter-spacing: -0.02em;
`;

const Text = styled.p`
  font-size: clamp(1.0625rem, 1rem + 0.4vw, 1.25rem);
  opacity: 0.92;
  max-width: 38rem;
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.md} { gap: 0.75rem; }
  li {
    padding: 0.3rem 0.8rem;
    border: 1px solid currentColor;
    border-radius: 999px;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

export default function Hero({ anchor, eyebrow, heading, text, actions, badges, image, size = 'full' }: HeroBlock) {
  const theme = useTheme();
  const style = theme.hero;
  return (
    <Shell id={anchor} $overlay={style.overlay} $compact={size === 'compact'}>
      {image && (
        <Backdrop image={image} alt="" sizes="100vw" priority />
      )}
      <Container $width={style.width}>
        <Content $align={style.align}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Title $size={size === 'compact' ? 'md' : style.headingSize}>{heading}</Title>
          {text && <Text>{text}</Text>}
          {actions && actions.length > 0 && (
            <ActionRow $center={style.align === 'center'}>
              {actions.map((action) => (
                <ActionLink key={action.label} action={action} />
              ))}
            </ActionRow>
          )}
          {badges && badges.length > 0 && (
            <Badges aria-label="Highlights">
              {badges.map((badge) => (
                <li key={badge}>{badge}</li>
              ))}
            </Badges>
          )}
        </Content>
      </Container>
    </Shell>
  );
}
