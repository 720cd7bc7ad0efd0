import type { Contract } from '../../../../shared/schemas/hire';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link';
import { useProfile } from '../../auth';
import { makeStatementLink, withStatementLink } from '../../statement-links';
import { canRemindHirer, hireReminderText } from '../contract-values';

/**
 * Opens WhatsApp with a polite reminder typed in, addressed to the hirer's phone, naming what is
 * owed and signed with the business's name, with the hirer's statement link (docs/collect.md §1). Nothing when there is no phone or nothing owed.
 * `compact`: the shorter text of table rows and cards.
 */
export function HireReminderLink({ contract, compact = false }: { contract: Contract; compact?: boolean }) {
  const profile = useProfile();
  if (!canRemindHirer(contract)) return null;
  const text = hireReminderText(contract, profile.data?.account.name ?? '');
  return (
    <WhatsAppLink
      phone={contract.hirer.phone}
      text={text}
      fullText={async () => withStatementLink(text, await makeStatementLink('hire', contract._id))}
      compact={compact}
      label={
        compact ? `Remind ${contract.hirer.name} on WhatsApp` : `WhatsApp reminder to ${contract.hirer.name}`
      }
    >
      {compact ? 'Remind' : 'WhatsApp reminder'}
    </WhatsAppLink>
  );
}
