import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useNeedsConnection } from '../../lib/connection';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'border-transparent bg-blue-700 text-white hover:bg-blue-800',
  secondary: 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
  danger: 'border-transparent bg-red-700 text-white hover:bg-red-800',
  ghost: 'border-transparent bg-transparent text-gray-800 hover:bg-gray-100',
};

/** Classes of a button of the given variant; also used by LinkButton. Height at least 40px. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  options: { fullWidth?: boolean; className?: string } = {},
) {
  return cn(
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-md border px-4 py-2 text-sm font-medium',
    'transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    options.fullWidth && 'w-full',
    options.className,
  );
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  /** While true the button is disabled and shows a spinner and `busyText`. */
  busy?: boolean;
  busyText?: ReactNode;
  /** An icon before the text (give it aria-hidden). */
  icon?: ReactNode;
  fullWidth?: boolean;
  /**
   * Whether the action needs the server (delete, void, edit, export, PDF): disabled offline with the
   * reason 'Needs a connection' (docs/decisions/144-reading-offline.md). Danger buttons do by default.
   */
  needsServer?: boolean;
};

export function Button({
  variant = 'primary',
  busy = false,
  busyText,
  icon,
  fullWidth,
  className,
  type = 'button',
  disabled,
  needsServer = variant === 'danger',
  children,
  ...button
}: ButtonProps) {
  const offline = useNeedsConnection(needsServer);
  return (
    <button
      type={type}
      disabled={disabled || busy || offline.disabled}
      aria-busy={busy || undefined}
      className={buttonClass(variant, { fullWidth, className })}
      {...button}
      title={offline.title ?? button.title}
      aria-describedby={offline['aria-describedby'] ?? button['aria-describedby']}
    >
      {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : icon}
      {busy ? (busyText ?? children) : children}
    </button>
  );
}
