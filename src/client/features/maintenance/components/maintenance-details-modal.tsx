import { toDay } from '../../../../shared/dates';
import { formatGhc } from '../../../../shared/money';
import type { MaintenanceRecord } from '../../../../shared/schemas/maintenance';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { MaintenanceStatusBadge } from './maintenance-status-badge';

/** The View modal of the Maintenance list, titled 'Maintenance Details'. */
export function MaintenanceDetailsModal({
  record,
  onClose,
}: {
  record: MaintenanceRecord | null;
  onClose: () => void;
}) {
  if (!record) return null;
  const vehicle = record.vehicleId;
  return (
    <Modal
      open
      onClose={onClose}
      title="Maintenance Details"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <section aria-label="Maintenance details">
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-gray-600">Vehicle</dt>
          <dd className="break-words text-gray-900">
            {vehicle.make} {vehicle.model}
          </dd>
          <dt className="font-medium text-gray-600">Vehicle Reg. No</dt>
          <dd className="font-mono text-gray-900">{vehicle.vehicleRegNum}</dd>
          <dt className="font-medium text-gray-600">Date</dt>
          <dd className="text-gray-900">{toDay(record.maintenanceDate)}</dd>
          <dt className="font-medium text-gray-600">Cost</dt>
          <dd className="text-gray-900">{formatGhc(record.cost)}</dd>
          <dt className="font-medium text-gray-600">Status</dt>
          <dd>
            <MaintenanceStatusBadge status={record.status} />
          </dd>
        </dl>
        <h3 className="mt-5 mb-2 font-semibold text-gray-900">Issues</h3>
        {record.issue.length === 0 ? (
          <p className="text-gray-600">No issues listed.</p>
        ) : (
          <ul className="list-disc pl-5" aria-label="Issues">
            {record.issue.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id; their order is fixed
              <li key={index} className="break-words text-gray-900">
                {text}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Modal>
  );
}
