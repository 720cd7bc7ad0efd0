import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordLoader } from '../../../components/ui/record-loader';
import { useEditMaintenance } from '../api/use-edit-maintenance';
import { useMaintenanceRecord } from '../api/use-maintenance-record';
import { MAINTENANCE_MESSAGES } from '../maintenance-messages';
import { MaintenanceForm, maintenanceFormValues } from './maintenance-form';

/** /vehicle/edit_maintenance_record/{Id} */
export function EditMaintenanceScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const record = useMaintenanceRecord(id);
  const editRecord = useEditMaintenance(id);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Edit Maintenance Record" />
      <RecordLoader
        query={record}
        loadingLabel="Loading maintenance record..."
        skeletonCount={5}
        failedMessage={MAINTENANCE_MESSAGES.loadFailed}
        retry
        back={{ to: routes.maintenance, label: 'Back to maintenance records' }}
      >
        {(stored) => (
          <Card>
            <MaintenanceForm
              key={stored._id}
              mode="edit"
              defaultValues={maintenanceFormValues(stored)}
              currentVehicle={stored.vehicleId}
              submitText="Update Record"
              busyText="Updating Record..."
              busy={editRecord.isPending}
              onSubmit={async (body) => {
                await editRecord.mutateAsync(body);
                toast.success(MAINTENANCE_MESSAGES.updated);
                navigate(routes.maintenance);
              }}
            />
          </Card>
        )}
      </RecordLoader>
    </div>
  );
}
