import { WhatsAppLink } from '../../../components/ui/whatsapp-link';
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
  if (!canRemind(subject)) return null;
  return (
    <WhatsAppLink
      phone={subject.tenantPhone}
      text={reminderText(subject, profile.data?.account.name ?? '')}
      compact={compact}
      label={
        compact ? `Remind ${subject.tenantName} on WhatsApp` : `WhatsApp reminder to ${subject.tenantName}`
      }
    >
      {compact ? 'Remind' : 'WhatsApp reminder'}
    </WhatsAppLink>
  );
}
