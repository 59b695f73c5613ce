import styled, { css } from 'styled-components';
import type { Action } from '@/content/types.generated';
import { below } from '@/theme/theme';
import { Icon } from './icon';
import { SmartLink } from './smart-link';

export type ButtonStyle = NonNullable<Action['style']>;

const STYLES: Record<ButtonStyle, ReturnType<typeof css>> = {
  primary: css`
    background: hsl(var(--action));
    color: hsl(var(--action-foreground));
    border-color: hsl(var(--action));
    &:hover { background: hsl(var(--action) / 0.88); }
  `,
  secondary: css`
    background: hsl(var(--background));
    color: hsl(var(--foreground));
    border-color: hsl(var(--background));
    &:hover { background: hsl(var(--background) / 0.9); }
  `,
  outline: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover { background: hsl(var(--foreground) / 0.06); }
  `,
};

/** Shared by link buttons and form buttons so both look the same. */
export const buttonStyles = css<{ $style?: ButtonStyle }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.875rem;
  padding: 0.625rem 1.375rem;
  border: 2px solid transparent;
  border-radius: var(--radius);
  font-weight: 650;
  font-size: 1rem;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 150ms ease, transform 150ms ease;
  &:active { transform: translateY(1px); }
  &:disabled { opacity: 0.65; cursor: progress; }
  ${({ $style = 'primary' }) => STYLES[$style]}
`;

const ButtonLink = styled(SmartLink)<{ $style?: ButtonStyle }>`
  ${buttonStyles}
`;

export const Button = styled.button<{ $style?: ButtonStyle }>`
  ${buttonStyles}
`;

/** Each link button names its rank in the markup, so checks can tell a primary button from the secondary beside it. */
export function ActionLink({ action, className }: { action: Action; className?: string }) {
  return (
    <ButtonLink href={action.href} $style={action.style} className={className} data-button={action.style ?? 'primary'}>
      {action.icon && <Icon name={action.icon} size={18} />}
      {action.label}
    </ButtonLink>
  );
}

export const ActionRow = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  /* Stacked on phones, buttons share one width so the column reads as a set. */
  ${below.sm} {
    flex-direction: column;
    align-items: stretch;
    width: 100%;
    max-width: 22rem;
    ${({ $center }) => ($center ? 'margin-inline: auto;' : '')}
  }
`;

/** A section's closing button, under its content: centred, or at its left edge where the site's headings are. */
export const SectionAction = styled(ActionRow).attrs(({ theme }) => ({ $center: theme?.headings !== 'start' }))`
  margin-top: 2.5rem;
`;

/** A section's optional closing button: nothing when the content gives none. */
export function ClosingAction({ action }: { action?: Action }) {
  return action ? (
    <SectionAction>
      <ActionLink action={action} />
    </SectionAction>
  ) : null;
}
