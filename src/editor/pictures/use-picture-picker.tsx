import { useRef, useState } from 'react';
import type { SiteImage } from '../protocol';
import { PictureDialog } from './picture-dialog';

type Choice = { image: SiteImage; alt: string } | undefined;

/** `pick()` opens the picture dialog and resolves with the choice; `dialog` is what to render. */
export function usePicturePicker(siteId: string, images: SiteImage[], onAddImage: (image: SiteImage) => void) {
  const [current, setCurrent] = useState<{ src?: string; alt?: string } | null>(null);
  const resolver = useRef<(choice: Choice) => void>(undefined);
  const pick = (value?: { src?: string; alt?: string }) =>
    new Promise<Choice>((resolve) => {
      resolver.current = resolve;
      setCurrent(value ?? {});
    });
  const done = (choice: Choice) => {
    resolver.current?.(choice);
    resolver.current = undefined;
    setCurrent(null);
  };
  const dialog = current && (
    <PictureDialog siteId={siteId} images={images} current={current} onAddImage={onAddImage} onDone={done} />
  );
  return { pick, dialog };
}
