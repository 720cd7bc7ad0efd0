import { MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPhone } from '../../../shared/phone';
import { telHref } from '../../../shared/tel';
import { cn } from '../../lib/cn';

export { telHref };

/** `https://wa.me/233241112233`: a WhatsApp chat with the number (no message typed in). */
function chatHref(tel: string): string {
  return `https://wa.me/${tel.replace(/\D/g, '')}`;
}

export interface PhoneLinkProps {
  /** The phone as stored (`+233…`) or as typed. */
  phone: string | null | undefined;
  /** Whose number it is, for the links' names ('Call Ama Mensah', 'WhatsApp Ama Mensah'). */
  name?: string;
  /**
   * The WhatsApp link beside the number: by default an icon opening a chat with it; a screen's own
   * link (a reminder with its message typed in) in its place; `false` for none.
   */
  whatsApp?: ReactNode;
  /** Smaller text for table cells and cards; the tap targets stay 40 px. */
  compact?: boolean;
  /** Shown when there is no phone (default '—'). */
  fallback?: ReactNode;
  className?: string;
}

const TARGET =
  'inline-flex min-h-10 items-center rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600';

/**
 * A phone number a tap calls (`tel:` in E.164, docs/decisions/069-tap-to-call.md), shown formatted,
 * with its WhatsApp link beside it. Every phone the app shows is drawn with it.
 */
export function PhoneLink({
  phone,
  name,
  whatsApp,
  compact = false,
  fallback = '—',
  className,
}: PhoneLinkProps) {
  const tel = telHref(phone);
  if (!tel) return <>{fallback}</>;
  const shown = formatPhone(phone) || phone;
  const whom = name ?? shown;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1', className)}>
      <a
        href={tel}
        title={`Call ${whom}`}
        className={cn(
          TARGET,
          'gap-1.5 whitespace-nowrap text-blue-700 underline hover:text-blue-900',
          compact ? 'text-sm' : 'px-0.5',
        )}
      >
        <Phone className="size-4 shrink-0" aria-hidden="true" />
        {shown}
      </a>
      {whatsApp === undefined ? (
        <a
          href={chatHref(tel)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${whom}`}
          title={`WhatsApp ${whom}`}
          className={cn(TARGET, 'size-10 justify-center text-green-700 hover:bg-green-50')}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
        </a>
      ) : (
        whatsApp || null
      )}
    </span>
  );
}
