import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useAddMaintenance } from '../api/use-add-maintenance';
import { MAINTENANCE_MESSAGES } from '../maintenance-messages';
import { EMPTY_MAINTENANCE, MaintenanceForm } from './maintenance-form';

/** /vehicle/add_maintenance */
export function AddMaintenanceScreen() {
  const navigate = useNavigate();
  const addRecord = useAddMaintenance();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Add Maintenance Record" />
      <Card>
        <MaintenanceForm
          mode="add"
          defaultValues={EMPTY_MAINTENANCE}
          submitText="Save Record"
          busyText="Saving Record..."
          busy={addRecord.isPending}
          onSubmit={async (body) => {
            await addRecord.mutateAsync(body);
            toast.success(MAINTENANCE_MESSAGES.added);
            navigate(routes.maintenance);
          }}
        />
      </Card>
    </div>
  );
}
