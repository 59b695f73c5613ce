import styled, { createGlobalStyle } from 'styled-components';
import { telHref } from '@/content/href';
import type { Action, ActionBar as ActionBarConfig } from '@/content/types.generated';
import { below } from '@/theme/theme';
import { ActionLink } from '@/ui/button';

/**
 * On phones the page keeps this much room at its end, so the bar never hides
 * the last of it; a floating button rises above the bar by the same amount.
 */
const Room = createGlobalStyle`
  ${below.sm} {
    :root { --action-bar-space: calc(4.25rem + env(safe-area-inset-bottom, 0px)); }
    body { padding-bottom: var(--action-bar-space); }
  }
`;

/**
 * Plain markup and CSS, drawn with the page: it works before and without
 * JavaScript. Wide screens have the header's buttons instead.
 */
const Bar = styled.nav`
  display: none;
  ${below.sm} {
    position: fixed;
    inset-inline: 0;
    bottom: 0;
    z-index: 45;
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: 0.5rem;
    box-sizing: border-box;
    height: var(--action-bar-space);
    padding: 0.625rem 0.75rem calc(0.625rem + env(safe-area-inset-bottom, 0px));
    background: hsl(var(--background));
    color: hsl(var(--foreground));
    box-shadow: 0 -1px 0 var(--border), 0 -8px 24px -12px hsl(var(--foreground) / 0.3);
    a { width: 100%; min-height: 3rem; padding-inline: 0.75rem; white-space: nowrap; }
  }
`;

/** A call button for the site's phone and the site's main action, along the bottom of phone screens. */
export function ActionBar({ bar, phone }: { bar: ActionBarConfig; phone?: string }) {
  const actions: Action[] = [
    ...(phone
      ? [{ label: bar.callLabel, href: telHref(phone), icon: 'phone' as const, style: 'outline' as const }]
      : []),
    ...(bar.action ? [bar.action] : []),
  ];
  if (!actions.length) return null;
  return (
    <>
      <Room />
      <Bar aria-label="Quick actions" data-action-bar="">
        {actions.map((action) => (
          <ActionLink key={action.label} action={action} />
        ))}
      </Bar>
    </>
  );
}
