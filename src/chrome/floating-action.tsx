import styled from 'styled-components';
import type { FloatingAction as FloatingActionConfig } from '@/content/types.generated';
import { ActionLink } from '@/ui/button';
import { useFormsInView } from './use-forms-in-view';
import { useScrolledPast } from './use-scrolled-past';

/**
 * Hidden, it cannot be seen, clicked or tabbed to; it stays while it holds the
 * keyboard focus. Nothing stays under it for good: the footer keeps room for it
 * at the page's end (src/chrome/footer.tsx), so whatever it passes over can be
 * scrolled out from under it.
 */
const Place = styled.div`
  position: fixed;
  right: 1.25rem;
  /* Above a phone's action bar, where the site has one. */
  bottom: calc(1.25rem + var(--action-bar-space, 0px));
  z-index: 40;
  transition: opacity 150ms ease;
  a { box-shadow: 0 12px 28px -8px hsl(var(--primary) / 0.6); border-radius: 999px; }
  &[data-hidden]:not(:focus-within) {
    visibility: hidden;
    opacity: 0;
    transition: opacity 150ms ease, visibility 0s 150ms;
  }
`;

/**
 * A button in the bottom-right corner once the visitor has scrolled past
 * `showAfter`. It steps aside only while the form it leads to is on screen:
 * the visitor is already there, and the button would cover its fields.
 */
export function FloatingAction({ label, href, showAfter = 400 }: FloatingActionConfig) {
  const past = useScrolledPast(showAfter);
  const formInView = useFormsInView();
  if (!past) return null;
  return (
    <Place data-hidden={formInView || undefined}>
      <ActionLink action={{ label, href, icon: 'chat' }} />
    </Place>
  );
}
