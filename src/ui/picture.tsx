import styled from 'styled-components';
import type { ImageWithSources } from '@/content/picture';
import { useSite } from '@/page-context/site-context';

interface PictureProps {
  image: ImageWithSources;
  /** How wide the picture is shown, as a `sizes` list: "100vw", "(min-width: 900px) 36rem, 100vw". */
  sizes: string;
  /** The page's main picture (its likely largest paint): loaded at once and first. Others load when near the screen. */
  priority?: boolean;
  /** Alt text override: "" for a picture that only decorates. */
  alt?: string;
  /** Styles the `<img>`, so blocks style a Picture exactly like an img. */
  className?: string;
}

// Out of the layout: the img inside lays out as if it were the parent's own child.
const Frame = styled.picture`
  display: contents;
`;

/**
 * A content picture: the build's sizes and formats (`<picture>` with AVIF and
 * WebP before the original's format) with width and height so the page keeps
 * room for it; a plain `<img>` for SVG and for content the build has not seen.
 */
export function Picture({ image, sizes, priority = false, alt = image.alt, className }: PictureProps) {
  const { media } = useSite();
  const { sources } = image;
  const loading = priority
    ? { fetchPriority: 'high' as const }
    : { loading: 'lazy' as const, decoding: 'async' as const };
  // Stated sizes win for an SVG, which has none of its own; for photos validation keeps them equal.
  const width = image.width ?? sources?.width;
  const height = image.height ?? sources?.height;
  const img = (
    <img
      className={className}
      src={sources?.fallback.src ?? media(image.src)}
      srcSet={sources?.formats.length ? sources.fallback.srcset : undefined}
      sizes={sources?.formats.length ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      {...loading}
    />
  );
  if (!sources?.formats.length) return img;
  return (
    <Frame>
      {sources.formats.map((format) => (
        <source key={format.type} type={format.type} srcSet={format.srcset} sizes={sizes} />
      ))}
      {img}
    </Frame>
  );
}
