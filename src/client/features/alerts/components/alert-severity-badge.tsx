import type { Severity } from '../../../../shared/reminders';
import { Badge } from '../../../components/ui/badge';
import { SEVERITY_LABELS, SEVERITY_TONES } from '../alert-texts';

/** Overdue red, soon yellow, info (news) blue. */
export function AlertSeverityBadge({ severity }: { severity: Severity }) {
  return <Badge tone={SEVERITY_TONES[severity]}>{SEVERITY_LABELS[severity]}</Badge>;
}
