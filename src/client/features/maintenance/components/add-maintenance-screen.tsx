import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '../../../../shared/constants';
import { routes } from '../../../../shared/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { newRequestKey } from '../../../lib/api-client';
import { OUTBOX_TEXTS } from '../../../lib/offline/outbox-texts';
import { useAddMaintenance } from '../api/use-add-maintenance';
import { MAINTENANCE_MESSAGES } from '../maintenance-messages';
import { EMPTY_MAINTENANCE, MaintenanceForm } from './maintenance-form';

/** /vehicle/add_maintenance; `?vehicleId=` picks the vehicle (its page's 'Record maintenance'). */
export function AddMaintenanceScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const addRecord = useAddMaintenance();
  // Read once: the form keeps its own values from here on.
  const [defaults] = useState(() => ({ ...EMPTY_MAINTENANCE, vehicleId: search.get('vehicleId') ?? '' }));
  // One record per visit to this screen: every submit from here, retries included, carries this key.
  const [requestKey] = useState(newRequestKey);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Add Maintenance Record" />
      <Card>
        <MaintenanceForm
          mode="add"
          defaultValues={defaults}
          submitText="Save Record"
          busyText="Saving Record..."
          busy={addRecord.isPending}
          onSubmit={async (body) => {
            const result = await addRecord.mutateAsync({ body, requestKey });
            if (result.sent) toast.success(MAINTENANCE_MESSAGES.added);
            else toast.info(OUTBOX_TEXTS.queued, { autoClose: TOAST_MS.long });
            navigate(routes.maintenance);
          }}
        />
      </Card>
    </div>
  );
}
