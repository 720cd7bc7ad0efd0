import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { InlineError } from '../../../components/ui/inline-error';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { MAINTENANCE_MESSAGES } from '../api/maintenance-keys';
import { useEditMaintenance } from '../api/use-edit-maintenance';
import { useMaintenanceRecord } from '../api/use-maintenance-record';
import { MaintenanceForm, maintenanceFormValues } from './maintenance-form';

/** /vehicle/edit_maintenance_record/{Id} */
export function EditMaintenanceScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const record = useMaintenanceRecord(id);
  const editRecord = useEditMaintenance(id);

  let content: ReactNode;
  if (record.isPending) {
    content = <SkeletonBars count={5} label="Loading maintenance record..." />;
  } else if (record.isError) {
    const answered = isApiError(record.error) && record.error.status > 0;
    content = (
      <InlineError message={MAINTENANCE_MESSAGES.loadFailed}>
        <div className="flex flex-wrap gap-2">
          {answered ? null : (
            <Button variant="secondary" onClick={() => record.refetch()}>
              Try again
            </Button>
          )}
          <LinkButton to={routes.maintenance} variant="secondary">
            Back to maintenance records
          </LinkButton>
        </div>
      </InlineError>
    );
  } else {
    content = (
      <Card>
        <MaintenanceForm
          key={record.data._id}
          mode="edit"
          defaultValues={maintenanceFormValues(record.data)}
          currentVehicle={record.data.vehicleId}
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
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Edit Maintenance Record" />
      {content}
    </div>
  );
}
