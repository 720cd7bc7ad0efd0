import { CONTRACT_STATUS_LABELS, type ContractStatus } from '../../../../shared/hire';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<ContractStatus, BadgeTone> = {
  active: 'green',
  completed: 'blue',
  terminated: 'grey',
};

/** A contract's status: Active green, Completed blue, Terminated grey. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return (
    <Badge tone={TONES[status]} className="whitespace-nowrap">
      {CONTRACT_STATUS_LABELS[status]}
    </Badge>
  );
}
