import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { whatsAppLink } from '../../../shared/ledger';
import { cn } from '../../lib/cn';
import { type ButtonVariant, buttonClass } from './button';

export interface WhatsAppLinkProps {
  /** The person's phone, stored (`+233…`) or as typed: nothing is drawn without one. */
  phone: string | null | undefined;
  /** The message typed in for them, to send by hand. */
  text: string;
  /** The visible text (default 'WhatsApp'). */
  children?: ReactNode;
  /** The accessible name; it starts with the visible text (voice control users say what they see). */
  label?: string;
  variant?: ButtonVariant;
  className?: string;
  /**
   * For a table row's actions: from `md` up only the icon is drawn (its name stays the label, also
   * its tooltip); the phone cards below `md` keep the text (docs/decisions/068-tables-fit-a-laptop.md).
   */
  compact?: boolean;
}

/**
 * Opens a WhatsApp chat with the person, the message typed in (`https://wa.me/…?text=…`), in a new
 * tab. Nothing when there is no phone number.
 */
export function WhatsAppLink({
  phone,
  text,
  children = 'WhatsApp',
  label,
  variant = 'secondary',
  className,
  compact = false,
}: WhatsAppLinkProps) {
  const href = whatsAppLink(phone, text);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={compact ? (label ?? (typeof children === 'string' ? children : undefined)) : undefined}
      className={buttonClass(variant, { className: cn(compact && 'md:px-2.5', className) })}
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      {compact ? <span className="md:sr-only">{children}</span> : children}
    </a>
  );
}
