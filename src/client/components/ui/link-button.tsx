import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useNeedsConnection } from '../../lib/connection';
import { type ButtonVariant, buttonClass } from './button';

export type LinkButtonProps = LinkProps & {
  variant?: ButtonVariant;
  icon?: ReactNode;
  fullWidth?: boolean;
  /**
   * The screen it opens only works with the server (an edit form): offline it is a disabled button with
   * the reason 'Needs a connection' (docs/decisions/144-reading-offline.md).
   */
  needsServer?: boolean;
};

/** A router link that looks like a Button (e.g. '+ Add Property'). */
export function LinkButton({
  variant = 'primary',
  icon,
  fullWidth,
  className,
  children,
  needsServer = false,
  ...link
}: LinkButtonProps) {
  const offline = useNeedsConnection(needsServer);
  if (offline.disabled) {
    return (
      <button
        type="button"
        disabled
        title={offline.title}
        aria-describedby={offline['aria-describedby']}
        className={buttonClass(variant, {
          fullWidth,
          className: typeof className === 'string' ? className : undefined,
        })}
      >
        {icon}
        {children}
      </button>
    );
  }
  return (
    <Link
      className={buttonClass(variant, {
        fullWidth,
        className: typeof className === 'string' ? className : undefined,
      })}
      {...link}
    >
      {icon}
      {children}
    </Link>
  );
}
