import type { Contract } from '../../../../shared/schemas/hire';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link';
import { useProfile } from '../../auth';
import { canRemindHirer, hireReminderText } from '../contract-values';

/**
 * Opens WhatsApp with a polite reminder typed in, addressed to the hirer's phone, naming what is
 * owed and signed with the business's name. Nothing when there is no phone or nothing owed.
 * `compact`: the shorter text of table rows and cards.
 */
export function HireReminderLink({ contract, compact = false }: { contract: Contract; compact?: boolean }) {
  const profile = useProfile();
  if (!canRemindHirer(contract)) return null;
  return (
    <WhatsAppLink
      phone={contract.hirer.phone}
      text={hireReminderText(contract, profile.data?.account.name ?? '')}
      compact={compact}
      label={
        compact ? `Remind ${contract.hirer.name} on WhatsApp` : `WhatsApp reminder to ${contract.hirer.name}`
      }
    >
      {compact ? 'Remind' : 'WhatsApp reminder'}
    </WhatsAppLink>
  );
}
