import styled from 'styled-components';
import type { FloatingAction as FloatingActionConfig } from '@/content/types.generated';
import { ActionLink } from '@/ui/button';
import { useScrolledPast } from './use-scrolled-past';

const Place = styled.div`
  position: fixed;
  right: 1.25rem;
  bottom: 1.25rem;
  z-index: 40;
  a { box-shadow: 0 12px 28px -8px hsl(var(--primary) / 0.6); border-radius: 999px; }
`;

/** A button in the bottom-right corner once the visitor has scrolled past `showAfter`. */
export function FloatingAction({ label, href, showAfter = 400 }: FloatingActionConfig) {
  const visible = useScrolledPast(showAfter);
  if (!visible) return null;
  return (
    <Place>
      <ActionLink action={{ label, href, icon: 'chat' }} />
    </Place>
  );
}
