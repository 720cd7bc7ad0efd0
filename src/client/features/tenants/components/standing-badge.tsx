import type { StandingName } from '../../../../shared/ledger';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<StandingName, BadgeTone> = {
  Settled: 'green',
  'In credit': 'blue',
  'In arrears': 'red',
  Owing: 'yellow',
};

/** A tenancy's standing (ledger.md §1): Settled green, In credit blue, In arrears red, Owing yellow. */
export function StandingBadge({ standing }: { standing: StandingName }) {
  return (
    <Badge tone={TONES[standing]} className="whitespace-nowrap">
      {standing}
    </Badge>
  );
}
