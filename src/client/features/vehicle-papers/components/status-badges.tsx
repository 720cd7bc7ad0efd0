import {
  COMPLIANCE_STATUS_LABELS,
  type ComplianceStatus,
  SERVICE_STATUS_LABELS,
  type ServiceStatus,
} from '../../../../shared/vehicle-papers';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const COMPLIANCE_TONES: Record<Exclude<ComplianceStatus, 'none'>, BadgeTone> = {
  valid: 'green',
  expiring: 'yellow',
  expired: 'red',
  missing: 'grey',
};

/**
 * A paper's standing (docs/reminders.md §1): Valid green, Expiring yellow, Expired red, Missing grey,
 * always with its word. None (nothing on record, nor needed) is a dash, read out as 'None'.
 */
export function ComplianceBadge({ status }: { status: ComplianceStatus }) {
  if (status === 'none') {
    return (
      <span className="text-gray-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{COMPLIANCE_STATUS_LABELS.none}</span>
      </span>
    );
  }
  return (
    <Badge tone={COMPLIANCE_TONES[status]} className="whitespace-nowrap">
      {COMPLIANCE_STATUS_LABELS[status]}
    </Badge>
  );
}

const SERVICE_TONES: Record<ServiceStatus, BadgeTone> = { due: 'red', soon: 'yellow', ok: 'green' };

/** A service schedule's standing (docs/reminders.md §2): Due red, Soon yellow, OK green. */
export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  return (
    <Badge tone={SERVICE_TONES[status]} className="whitespace-nowrap">
      {SERVICE_STATUS_LABELS[status]}
    </Badge>
  );
}
