import { MessageCircle } from 'lucide-react';
import { whatsAppLink } from '../../../../shared/ledger';
import type { Contract } from '../../../../shared/schemas/hire';
import { buttonClass } from '../../../components/ui/button';
import { useProfile } from '../../auth';
import { canRemindHirer, hireReminderText } from '../contract-values';

/**
 * Opens WhatsApp with a polite reminder typed in, addressed to the hirer's phone, naming what is
 * owed and signed with the business's name. Nothing when there is no phone or nothing owed.
 */
export function HireReminderLink({ contract }: { contract: Contract }) {
  const profile = useProfile();
  const business = profile.data?.account.name ?? '';
  const href = canRemindHirer(contract)
    ? whatsAppLink(contract.hirer.phone, hireReminderText(contract, business))
    : null;
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`WhatsApp reminder to ${contract.hirer.name}`}
      className={buttonClass('secondary')}
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      WhatsApp reminder
    </a>
  );
}
