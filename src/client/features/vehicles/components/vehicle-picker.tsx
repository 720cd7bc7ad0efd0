import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { api } from '../../../../shared/paths';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import {
  ServerSearchSelect,
  type ServerSearchSelectProps,
} from '../../../components/ui/server-search-select';
import { vehicleKeys } from '../api/vehicle-keys';

export interface VehiclePickerProps<Values extends FieldValues>
  extends Omit<
    ServerSearchSelectProps<VehicleRecord>,
    | 'label'
    | 'name'
    | 'ref'
    | 'value'
    | 'onChange'
    | 'onBlur'
    | 'path'
    | 'queryKey'
    | 'toOption'
    | 'sort'
    | 'loadingText'
    | 'noOptionsText'
  > {
  /** The form's control; its `vehicleId` field holds the chosen vehicle's id ('' for none). */
  control: Control<Values>;
  /** How a vehicle reads among the matches (each form keeps its own order of registration, make and model). */
  optionLabel: (vehicle: VehicleRecord) => string;
}

/**
 * A form's required 'Vehicle' field (its `vehicleId`): searches the business's vehicles on the server
 * (docs/lists.md), sorted by registration, across both columns of the form.
 */
export function VehiclePicker<Values extends FieldValues & { vehicleId: string }>({
  control,
  optionLabel,
  ...props
}: VehiclePickerProps<Values>) {
  return (
    <Controller
      control={control}
      name={'vehicleId' as Path<Values>}
      render={({ field }) => (
        <ServerSearchSelect<VehicleRecord>
          label="Vehicle"
          name={field.name}
          ref={field.ref}
          value={field.value as string}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          path={api.vehicles}
          queryKey={vehicleKeys.page}
          toOption={(vehicle) => ({ value: vehicle._id, label: optionLabel(vehicle) })}
          sort={{ sort: 'vehicleRegNum' }}
          loadingText="Loading vehicles..."
          noOptionsText="No vehicles found"
          required
          className="md:col-span-2"
          {...props}
        />
      )}
    />
  );
}
