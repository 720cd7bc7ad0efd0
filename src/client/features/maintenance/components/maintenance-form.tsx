import { useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { toDay } from '../../../../shared/dates';
import {
  DEFAULT_MAINTENANCE_STATUS,
  MAINTENANCE_STATUSES,
  type MaintenanceInput,
  type MaintenanceRecord,
  type MaintenanceVehicleRef,
  maintenanceCreateBody,
  maintenanceUpdateBody,
} from '../../../../shared/schemas/maintenance';
import { MAX_KM } from '../../../../shared/vehicle-papers';
import { DateField } from '../../../components/ui/date-field';
import { DynamicRows } from '../../../components/ui/dynamic-rows';
import { FormSubmit } from '../../../components/ui/form-submit';
import { MoneyField } from '../../../components/ui/money-field';
import { NumberField } from '../../../components/ui/number-field';
import type { SearchSelectOption } from '../../../components/ui/search-select';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useCheckedForm } from '../../../lib/checked-form';
import { VehiclePicker, vehicleQueryOptions } from '../../vehicles';

/** What the form holds; issues are objects because field arrays need them. */
export interface MaintenanceFormValues {
  vehicleId: string;
  maintenanceDate: string;
  cost: string;
  issue: { text: string }[];
  status: string;
  /** The odometer in km on the day of the job (docs/reminders.md §2); blank for none. */
  odometer: string;
}

export const EMPTY_MAINTENANCE: MaintenanceFormValues = {
  vehicleId: '',
  maintenanceDate: '',
  cost: '',
  // The add form starts with one empty issue (docs/screens.md §4).
  issue: [{ text: '' }],
  status: DEFAULT_MAINTENANCE_STATUS,
  odometer: '',
};

export function maintenanceFormValues(record: MaintenanceRecord): MaintenanceFormValues {
  return {
    vehicleId: record.vehicleId._id,
    maintenanceDate: toDay(record.maintenanceDate),
    cost: record.cost.toFixed(2),
    issue: record.issue.map((text) => ({ text })),
    status: record.status,
    odometer: record.odometer === null ? '' : String(record.odometer),
  };
}

/** The picker shows make, model and registration. */
export function vehicleOptionLabel(vehicle: Pick<MaintenanceVehicleRef, 'make' | 'model' | 'vehicleRegNum'>) {
  return `${vehicle.make} ${vehicle.model} — ${vehicle.vehicleRegNum}`;
}

/** The body path `issue.2` is the form's `issue.2.text`. */
const toFormPath = (path: string) => path.replace(/^issue\.(\d+)$/, 'issue.$1.text');

export interface MaintenanceFormProps {
  mode: 'add' | 'edit';
  defaultValues: MaintenanceFormValues;
  /** On edit, the record's vehicle: offered even when it has been deleted since. */
  currentVehicle?: MaintenanceVehicleRef;
  submitText: string;
  busyText: string;
  busy: boolean;
  onSubmit: (body: MaintenanceInput) => Promise<unknown>;
}

/**
 * The add and edit maintenance form: clearable vehicle picker, date, cost, status, the odometer
 * (optional; the server's refusal of a reading that does not fit shows under it), issues. The add
 * form keeps at least one issue; the edit form may remove them all (docs/screens.md §4).
 */
export function MaintenanceForm({
  mode,
  defaultValues,
  currentVehicle,
  submitText,
  busyText,
  busy,
  onSubmit,
}: MaintenanceFormProps) {
  // The vehicle chosen before (the add form's `?vehicleId=`, the record's own on edit), for its label.
  const chosenId = defaultValues.vehicleId;
  const chosen = useQuery({ ...vehicleQueryOptions(chosenId), enabled: chosenId !== '', retry: false });
  const {
    register,
    control,
    submit,
    formState: { errors, isSubmitting },
  } = useCheckedForm<MaintenanceFormValues, MaintenanceInput>({
    defaultValues,
    schema: mode === 'add' ? maintenanceCreateBody : maintenanceUpdateBody,
    toBody: (values) => ({
      body: {
        vehicleId: values.vehicleId,
        maintenanceDate: values.maintenanceDate,
        cost: values.cost,
        issue: values.issue.map((row) => row.text),
        status: values.status,
        // On an edit a blank would keep the stored reading (decision 050): cleared here means none.
        odometer: mode === 'edit' && values.odometer.trim() === '' ? null : values.odometer,
      },
      rename: toFormPath,
    }),
    send: onSubmit,
  });
  const issues = useFieldArray({ control, name: 'issue' });
  const canRemoveIssue = mode === 'edit' || issues.fields.length > 1;

  let selectedOption: SearchSelectOption | null = null;
  if (chosen.data) selectedOption = { value: chosen.data._id, label: vehicleOptionLabel(chosen.data) };
  else if (currentVehicle && currentVehicle._id === chosenId) {
    // A record's vehicle deleted since keeps its snapshot; it is offered so the record can be saved.
    selectedOption = {
      value: currentVehicle._id,
      label: `${vehicleOptionLabel(currentVehicle)}${chosen.isError ? ' (deleted vehicle)' : ''}`,
    };
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <VehiclePicker
          control={control}
          optionLabel={vehicleOptionLabel}
          selectedOption={selectedOption}
          placeholder="Search by make, model or registration"
          error={errors.vehicleId?.message}
        />
        <DateField
          label="Maintenance Date"
          required
          error={errors.maintenanceDate?.message}
          {...register('maintenanceDate')}
        />
        <MoneyField label="Cost (GHC)" required error={errors.cost?.message} {...register('cost')} />
        <Select
          label="Status"
          required
          options={MAINTENANCE_STATUSES}
          error={errors.status?.message}
          {...register('status')}
        />
        <NumberField
          label="Odometer (km)"
          min={0}
          max={MAX_KM}
          step={1}
          hint="Optional: the reading on the day of the job."
          error={errors.odometer?.message}
          {...register('odometer')}
        />
      </div>

      <DynamicRows
        legend="Issues"
        rows={issues.fields}
        emptyText="No issues listed."
        error={errors.issue?.message}
        addText="Add Issue"
        onAdd={() => issues.append({ text: '' })}
        canRemove={canRemoveIssue}
        removeLabel={(index) => `Remove issue ${index + 1}`}
        onRemove={(index) => issues.remove(index)}
        rowClassName="flex items-start gap-2"
        removeClassName="mt-6"
        rowTestId="issue-row"
      >
        {(_row, index) => (
          <TextField
            label={`Issue ${index + 1}`}
            required
            placeholder="e.g. Brake pads worn"
            className="flex-1"
            error={errors.issue?.[index]?.text?.message}
            {...register(`issue.${index}.text`)}
          />
        )}
      </DynamicRows>

      {/* Disabled from the first click: a double click must not save twice. */}
      <FormSubmit text={submitText} busy={busy || isSubmitting} busyText={busyText} />
    </form>
  );
}
