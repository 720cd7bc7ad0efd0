import { MessageCircle } from 'lucide-react';
import { whatsAppLink } from '../../../../shared/ledger';
import { buttonClass } from '../../../components/ui/button';
import { useProfile } from '../../auth';
import { canRemind, type ReminderSubject, reminderText } from '../reminder';

export interface WhatsAppReminderLinkProps {
  subject: ReminderSubject;
  /** Shorter text for table rows and cards. */
  compact?: boolean;
}

/**
 * Opens WhatsApp with a polite rent reminder typed in, addressed to the tenant's phone, signed with
 * the business's name. Nothing when the tenant has no phone or owes nothing.
 */
export function WhatsAppReminderLink({ subject, compact = false }: WhatsAppReminderLinkProps) {
  const profile = useProfile();
  const business = profile.data?.account.name ?? '';
  const href = canRemind(subject) ? whatsAppLink(subject.tenantPhone, reminderText(subject, business)) : null;
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // The name starts with the visible text (voice control users say what they see).
      aria-label={
        compact ? `Remind ${subject.tenantName} on WhatsApp` : `WhatsApp reminder to ${subject.tenantName}`
      }
      className={buttonClass('secondary')}
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      {compact ? 'Remind' : 'WhatsApp reminder'}
    </a>
  );
}
