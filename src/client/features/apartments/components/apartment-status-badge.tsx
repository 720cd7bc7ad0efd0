import type { ApartmentStatus } from '../../../../shared/apartments';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<ApartmentStatus, BadgeTone> = {
  Available: 'green',
  Occupied: 'red',
  Maintenance: 'yellow',
};

/** The list's status badge: Available green, Occupied red, Maintenance yellow (docs/screens.md §4). */
export function ApartmentStatusBadge({ status }: { status: ApartmentStatus }) {
  return <Badge tone={TONES[status] ?? 'grey'}>{status}</Badge>;
}
