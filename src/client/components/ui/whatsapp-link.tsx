import { MessageCircle } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
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
  /**
   * Asked on the click for a text to send instead of `text` (e.g. with the statement link, made on
   * first use); `text` goes as it is when it fails or takes longer than `LINK_WAIT_MS`.
   */
  fullText?: () => Promise<string>;
}

/** How long the click waits for `fullText` before WhatsApp opens with the plain text. */
export const LINK_WAIT_MS = 4000;

/**
 * The tab is opened at once, within the click (a tab opened after a wait is a blocked pop-up), then
 * sent to WhatsApp with the full text once it comes. Where no tab can be opened, the link's own
 * address (the plain text) is followed as usual.
 */
function openWithFullText(
  event: MouseEvent<HTMLAnchorElement>,
  phone: string,
  text: string,
  fullText: () => Promise<string>,
) {
  const tab = window.open('', '_blank');
  if (!tab) return;
  event.preventDefault();
  tab.opener = null;
  const plain = new Promise<string>((resolve) => setTimeout(() => resolve(text), LINK_WAIT_MS));
  void Promise.race([fullText().catch(() => text), plain]).then((chosen) => {
    tab.location.href = whatsAppLink(phone, chosen) ?? whatsAppLink(phone, text) ?? '';
  });
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
  fullText,
}: WhatsAppLinkProps) {
  const href = whatsAppLink(phone, text);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={fullText && phone ? (event) => openWithFullText(event, phone, text, fullText) : undefined}
      aria-label={label}
      title={compact ? (label ?? (typeof children === 'string' ? children : undefined)) : undefined}
      className={buttonClass(variant, { className: cn(compact && 'md:px-2.5', className) })}
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      {compact ? <span className="md:sr-only">{children}</span> : children}
    </a>
  );
}
