import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { GalleryItem } from '@/content/types.generated';
import { Icon } from '@/ui/icon';
import { Picture } from '@/ui/picture';
import { keepTabInside } from '@/ui/keep-tab-inside';
import pictures from './pictures';

interface LightboxProps {
  items: GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: 4rem 1rem;
  /* On a phone the picture takes the screen's width; the controls sit above and below it. */
  @media (max-width: 640px) { padding: 4.5rem 0 5rem; }
  background: rgb(0 0 0 / 0.9);
  color: #fff;
`;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.75rem;
  justify-items: center;
  width: 100%;
  max-width: 72rem;
  img { width: 100%; height: auto; max-height: 75vh; object-fit: contain; border-radius: 6px; }
  figcaption { display: flex; gap: 1rem; align-items: baseline; font-weight: 600; }
  figcaption span { opacity: 0.75; font-weight: 400; font-variant-numeric: tabular-nums; }
`;

const Control = styled.button`
  position: absolute;
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border: 0;
  border-radius: 50%;
  background: rgb(255 255 255 / 0.14);
  color: #fff;
  cursor: pointer;
  &:hover { background: rgb(255 255 255 / 0.26); }
`;

const Close = styled(Control)`top: 1rem; right: 1rem;`;
/** Beside the picture on wide screens; below it on phones, where the picture takes the whole width. */
const stepperPlace = `top: 50%; transform: translateY(-50%); @media (max-width: 640px) { top: auto; bottom: 1rem; transform: none; }`;
const Previous = styled(Control)`left: 1rem; ${stepperPlace}`;
const Next = styled(Control)`right: 1rem; ${stepperPlace}`;

/** Full-screen viewer; next and previous wrap around at both ends of the list. */
export default function Lightbox({ items, index, onIndexChange, onClose }: LightboxProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const item = items[index];
  const step = (delta: number) => onIndexChange((index + delta + items.length) % items.length);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  });

  return createPortal(
    <Backdrop
      role="dialog"
      aria-modal="true"
      aria-label={`${item.title}, picture ${index + 1} of ${items.length}`}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={keepTabInside}
      data-testid="lightbox"
    >
      <Close ref={closeButton} type="button" onClick={onClose} aria-label="Close">
        <Icon name="x" />
      </Close>
      {items.length > 1 && (
        <>
          <Previous type="button" onClick={() => step(-1)} aria-label="Previous picture">
            <Icon name="chevron-left" />
          </Previous>
          <Next type="button" onClick={() => step(1)} aria-label="Next picture">
            <Icon name="chevron-right" />
          </Next>
        </>
      )}
      <Figure>
        <Picture image={item.image} sizes={pictures.sizes.viewer} priority />
        <figcaption>
          {item.title}
          <span>
            {index + 1} / {items.length}
          </span>
        </figcaption>
      </Figure>
    </Backdrop>,
    document.body,
  );
}
