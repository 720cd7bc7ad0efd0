import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { type ButtonVariant, buttonClass } from './button';

export type LinkButtonProps = LinkProps & { variant?: ButtonVariant; icon?: ReactNode; fullWidth?: boolean };

/** A router link that looks like a Button (e.g. '+ Add Property'). */
export function LinkButton({
  variant = 'primary',
  icon,
  fullWidth,
  className,
  children,
  ...link
}: LinkButtonProps) {
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
