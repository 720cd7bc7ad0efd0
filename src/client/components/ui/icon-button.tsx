import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useNeedsConnection } from '../../lib/connection';

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** The accessible name (also shown as a tooltip). */
  label: string;
  icon: ReactNode;
  tone?: 'default' | 'danger' | 'primary';
  /**
   * Whether the action needs the server (delete, void, edit): disabled offline with the reason 'Needs
   * a connection' (docs/decisions/144-reading-offline.md). Danger buttons do by default.
   */
  needsServer?: boolean;
};

const tones = {
  default: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
  primary: 'text-blue-700 hover:bg-blue-50',
  danger: 'text-red-700 hover:bg-red-50',
};

/** A 40×40 button with only an icon, for row actions and toolbars. */
export function IconButton({
  label,
  icon,
  tone = 'default',
  className,
  type = 'button',
  needsServer = tone === 'danger',
  disabled,
  ...button
}: IconButtonProps) {
  const offline = useNeedsConnection(needsServer);
  return (
    <button
      type={type}
      aria-label={label}
      title={offline.title ? `${label} (${offline.title})` : label}
      aria-describedby={offline['aria-describedby']}
      disabled={disabled || offline.disabled}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
        'disabled:cursor-not-allowed disabled:opacity-50',
        tones[tone],
        className,
      )}
      {...button}
    >
      {icon}
    </button>
  );
}
