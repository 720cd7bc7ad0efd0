import type { MaintenanceStatus } from '../../../../shared/schemas/maintenance';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** docs/design.md: pending grey, ongoing blue, completed green. */
const TONES: Record<MaintenanceStatus, BadgeTone> = { pending: 'grey', ongoing: 'blue', completed: 'green' };

export function MaintenanceStatusBadge({ status }: { status: MaintenanceStatus }) {
  return <Badge tone={TONES[status] ?? 'grey'}>{status}</Badge>;
}
