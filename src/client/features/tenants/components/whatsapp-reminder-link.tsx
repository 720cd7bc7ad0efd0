import { WhatsAppLink } from '../../../components/ui/whatsapp-link';
import { useProfile } from '../../auth';
import { makeStatementLink, withStatementLink } from '../../statement-links';
import { canRemind, type ReminderSubject, reminderText } from '../reminder';

export interface WhatsAppReminderLinkProps {
  subject: ReminderSubject;
  /** Shorter text for table rows and cards. */
  compact?: boolean;
  /** The rent record: its statement link goes with the message (docs/collect.md §1). */
  recordId?: string;
}

/**
 * Opens WhatsApp with a polite rent reminder typed in, addressed to the tenant's phone, signed with
 * the business's name, with the tenant's statement link when the record is named. Nothing when the
 * tenant has no phone or owes nothing.
 */
export function WhatsAppReminderLink({ subject, compact = false, recordId }: WhatsAppReminderLinkProps) {
  const profile = useProfile();
  if (!canRemind(subject)) return null;
  const text = reminderText(subject, profile.data?.account.name ?? '');
  return (
    <WhatsAppLink
      phone={subject.tenantPhone}
      text={text}
      fullText={
        recordId ? async () => withStatementLink(text, await makeStatementLink('rent', recordId)) : undefined
      }
      compact={compact}
      label={
        compact ? `Remind ${subject.tenantName} on WhatsApp` : `WhatsApp reminder to ${subject.tenantName}`
      }
    >
      {compact ? 'Remind' : 'WhatsApp reminder'}
    </WhatsAppLink>
  );
}
