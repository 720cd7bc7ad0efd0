import type { Contract } from '../../../../shared/schemas/hire';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link';
import { useProfile } from '../../auth';
import { canRemindHirer, hireReminderText } from '../contract-values';

/**
 * Opens WhatsApp with a polite reminder typed in, addressed to the hirer's phone, naming what is
 * owed and signed with the business's name. Nothing when there is no phone or nothing owed.
 */
export function HireReminderLink({ contract }: { contract: Contract }) {
  const profile = useProfile();
  if (!canRemindHirer(contract)) return null;
  return (
    <WhatsAppLink
      phone={contract.hirer.phone}
      text={hireReminderText(contract, profile.data?.account.name ?? '')}
      label={`WhatsApp reminder to ${contract.hirer.name}`}
    >
      WhatsApp reminder
    </WhatsAppLink>
  );
}
