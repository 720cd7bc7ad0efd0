import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useAddVehicle } from '../api/use-add-vehicle';
import { VEHICLE_MESSAGES } from '../vehicle-messages';
import { EMPTY_VEHICLE, VehicleForm } from './vehicle-form';

/** /vehicle/add_record */
export function AddVehicleScreen() {
  const navigate = useNavigate();
  const addVehicle = useAddVehicle();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title="Add Vehicle Record" />
      <Card>
        <VehicleForm
          mode="add"
          defaultValues={EMPTY_VEHICLE}
          submitText="Add Vehicle"
          busyText="Adding Vehicle..."
          busy={addVehicle.isPending}
          onSubmit={async (body) => {
            await addVehicle.mutateAsync(body);
            toast.success(VEHICLE_MESSAGES.added);
            navigate(routes.vehicles);
          }}
        />
      </Card>
    </div>
  );
}
