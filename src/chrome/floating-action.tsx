import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import type { FloatingAction as FloatingActionConfig } from '@/content/types.generated';
import { ActionLink } from '@/ui/button';
import { COVER_CHECK_EVERY_MS, coversContent } from './covers-content';
import { useFormsInView } from './use-forms-in-view';
import { useScrolledPast } from './use-scrolled-past';

/**
 * Hidden, it keeps its place (so it can be measured) but cannot be seen,
 * clicked or tabbed to; it stays while it holds the keyboard focus.
 */
const Place = styled.div`
  position: fixed;
  right: 1.25rem;
  bottom: 1.25rem;
  z-index: 40;
  transition: opacity 150ms ease;
  a { box-shadow: 0 12px 28px -8px hsl(var(--primary) / 0.6); border-radius: 999px; }
  &[data-hidden]:not(:focus-within) {
    visibility: hidden;
    opacity: 0;
    transition: opacity 150ms ease, visibility 0s 150ms;
  }
`;

/** True while `element` would lie over text or a control; checked as the page scrolls or changes size. */
function useCoversContent(element: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covers, setCovers] = useState(true);
  // Measured before the first paint, so it never flashes over text.
  useLayoutEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      if (element.current) setCovers(coversContent(element.current));
    };
    const schedule = () => {
      timer ??= setTimeout(check, COVER_CHECK_EVERY_MS);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized.disconnect();
    };
  }, [element, active]);
  return active && covers;
}

/**
 * A button in the bottom-right corner once the visitor has scrolled past
 * `showAfter`. It steps aside while a form is on screen (the visitor is
 * already where it leads) and while it would cover text or a control.
 */
export function FloatingAction({ label, href, showAfter = 400 }: FloatingActionConfig) {
  const past = useScrolledPast(showAfter);
  const formInView = useFormsInView();
  const place = useRef<HTMLDivElement>(null);
  const covers = useCoversContent(place, past && !formInView);
  if (!past) return null;
  return (
    <Place ref={place} data-hidden={formInView || covers || undefined}>
      <ActionLink action={{ label, href, icon: 'chat' }} />
    </Place>
  );
}
