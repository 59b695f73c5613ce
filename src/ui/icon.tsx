import type { IconName } from '@/content/types.generated';
import { ICON_PATHS } from './icon-paths';

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative icon; the text beside it carries the meaning for screen readers. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
