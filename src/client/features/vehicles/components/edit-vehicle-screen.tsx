import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordLoader } from '../../../components/ui/record-loader';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { vehiclePapersScreens } from '../../vehicle-papers';
import { useEditVehicle } from '../api/use-edit-vehicle';
import { useVehicle } from '../api/use-vehicle';
import { VEHICLE_MESSAGES } from '../vehicle-messages';
import { VehicleForm, vehicleFormValues } from './vehicle-form';

/** The vehicle's papers under the form (docs/reminders.md §1), loaded with their own code. */
const DocumentsSection = lazy(vehiclePapersScreens.documents);

/**
 * /vehicle/edit_record/{Id}: the stored vehicle in the form; type and license type may stay as they
 * are. Its Documents section follows, so papers are managed while editing.
 */
export function EditVehicleScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const vehicle = useVehicle(id);
  const editVehicle = useEditVehicle(id);

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title="Edit Vehicle" />
      <RecordLoader
        query={vehicle}
        loadingLabel="Loading vehicle..."
        skeletonCount={6}
        failedMessage={VEHICLE_MESSAGES.loadFailed}
        unreachableMessage={VEHICLE_MESSAGES.loadError}
        retry
        back={{ to: routes.vehicles, label: 'Back to vehicles' }}
      >
        {(record) => (
          <div className="flex flex-col gap-6">
            <Card>
              <VehicleForm
                key={record._id}
                mode="edit"
                defaultValues={vehicleFormValues(record)}
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
            <Suspense fallback={<SkeletonBars count={3} label="Loading documents..." />}>
              <DocumentsSection vehicle={record} />
            </Suspense>
          </div>
        )}
      </RecordLoader>
    </div>
  );
}
