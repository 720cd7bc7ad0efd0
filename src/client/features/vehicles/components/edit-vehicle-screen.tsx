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
import { useEditVehicle } from '../api/use-edit-vehicle';
import { useVehicle } from '../api/use-vehicle';
import { VEHICLE_MESSAGES } from '../api/vehicle-keys';
import { VehicleForm, vehicleFormValues } from './vehicle-form';

/** /vehicle/edit_record/{Id}: the stored vehicle in the form; type and license type may stay as they are. */
export function EditVehicleScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const vehicle = useVehicle(id);
  const editVehicle = useEditVehicle(id);

  let content: ReactNode;
  if (vehicle.isPending) {
    content = <SkeletonBars count={6} label="Loading vehicle..." />;
  } else if (vehicle.isError) {
    // A refused answer (e.g. 404) versus a request that never got one (spec.md section 8).
    const answered = isApiError(vehicle.error) && vehicle.error.status > 0;
    content = (
      <InlineError message={answered ? VEHICLE_MESSAGES.loadFailed : VEHICLE_MESSAGES.loadError}>
        <div className="flex flex-wrap gap-2">
          {answered ? null : (
            <Button variant="secondary" onClick={() => vehicle.refetch()}>
              Try again
            </Button>
          )}
          <LinkButton to={routes.vehicles} variant="secondary">
            Back to vehicles
          </LinkButton>
        </div>
      </InlineError>
    );
  } else {
    content = (
      <Card>
        <VehicleForm
          key={vehicle.data._id}
          mode="edit"
          defaultValues={vehicleFormValues(vehicle.data)}
          submitText="Update Vehicle"
          busyText="Updating Vehicle..."
          busy={editVehicle.isPending}
          onSubmit={async (body) => {
            await editVehicle.mutateAsync(body);
            toast.success(VEHICLE_MESSAGES.updated);
            navigate(routes.vehicles);
          }}
        />
      </Card>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title="Edit Vehicle" />
      {content}
    </div>
  );
}
