import { useFieldArray } from 'react-hook-form';
import { toDay } from '../../../../shared/dates';
import { formatPhone } from '../../../../shared/phone';
import {
  LICENSE_TYPES,
  licenseTypeLabel,
  VEHICLE_TYPES,
  type VehicleInput,
  type VehicleRecord,
  vehicleCreateBody,
  vehicleTypeLabel,
  vehicleUpdateBody,
} from '../../../../shared/schemas/vehicles';
import { DateField } from '../../../components/ui/date-field';
import { DynamicRows } from '../../../components/ui/dynamic-rows';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useCheckedForm } from '../../../lib/checked-form';

/** What the form holds: texts, and '' for a choice not made yet. */
export interface VehicleFormValues {
  vehicleType: string;
  make: string;
  model: string;
  vehicleRegNum: string;
  chassisNum: string;
  driverName: string;
  contactDetails: { phone: string; location: string };
  licenseNum: string;
  licenseType: string;
  licenseNumExp: string;
  maintenanceHist: { hist: string; date: string }[];
}

const EMPTY_ROW = { hist: '', date: '' };

export const EMPTY_VEHICLE: VehicleFormValues = {
  vehicleType: '',
  make: '',
  model: '',
  vehicleRegNum: '',
  chassisNum: '',
  driverName: '',
  contactDetails: { phone: '', location: '' },
  licenseNum: '',
  licenseType: '',
  licenseNumExp: '',
  // The add form starts with one history row (docs/screens.md §4).
  maintenanceHist: [EMPTY_ROW],
};

export function vehicleFormValues(vehicle: VehicleRecord): VehicleFormValues {
  return {
    vehicleType: vehicle.vehiceType,
    make: vehicle.make,
    model: vehicle.model,
    vehicleRegNum: vehicle.vehicleRegNum,
    chassisNum: vehicle.chassisNum,
    driverName: vehicle.driverName,
    contactDetails: {
      phone: formatPhone(vehicle.contactDetails.phone),
      location: vehicle.contactDetails.location,
    },
    licenseNum: vehicle.licenseNum,
    licenseType: vehicle.licenseType,
    licenseNumExp: toDay(vehicle.licenseNumExp),
    maintenanceHist: vehicle.maintenanceHist.map((row) => ({ hist: row.hist, date: toDay(row.date) })),
  };
}

const TYPE_OPTIONS = VEHICLE_TYPES.map((type) => ({ value: type, label: vehicleTypeLabel(type) }));
const LICENSE_OPTIONS = LICENSE_TYPES.map((type) => ({ value: type, label: licenseTypeLabel(type) }));

export interface VehicleFormProps {
  mode: 'add' | 'edit';
  defaultValues: VehicleFormValues;
  submitText: string;
  busyText: string;
  busy: boolean;
  /** Sends the body; rejects with the API error. */
  onSubmit: (body: VehicleInput) => Promise<unknown>;
}

/**
 * The add and edit vehicle form. History rows left completely blank are not sent (rows are
 * optional); the add form keeps at least one row on screen, the edit form may remove them all.
 * Validation is the shared schema's: add requires the type and license type, edit does not.
 */
export function VehicleForm({ mode, defaultValues, submitText, busyText, busy, onSubmit }: VehicleFormProps) {
  const {
    register,
    control,
    submit,
    formState: { errors, isSubmitting },
  } = useCheckedForm<VehicleFormValues, VehicleInput>({
    defaultValues,
    schema: mode === 'add' ? vehicleCreateBody : vehicleUpdateBody,
    toBody: (values) => {
      const sentRows = values.maintenanceHist
        .map((row, index) => ({ row, index }))
        .filter(({ row }) => row.hist.trim() !== '' || row.date !== '');
      const body = {
        ...values,
        vehicleType: values.vehicleType || undefined,
        licenseType: values.licenseType || undefined,
        maintenanceHist: sentRows.map(({ row }) => row),
      } as VehicleInput;
      // Errors name a row by its place in the sent list; the form's rows include the blank ones.
      const rename = (path: string) =>
        path.replace(/^maintenanceHist\.(\d+)/, (_match, sent: string) => {
          return `maintenanceHist.${sentRows[Number(sent)]?.index ?? sent}`;
        });
      return { body, rename };
    },
    send: onSubmit,
  });
  const history = useFieldArray({ control, name: 'maintenanceHist' });
  const canRemoveRow = mode === 'edit' || history.fields.length > 1;

  const required = mode === 'add';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <Select
          label="Vehicle Type"
          required={required}
          placeholder="Select vehicle type"
          options={TYPE_OPTIONS}
          error={errors.vehicleType?.message}
          {...register('vehicleType')}
        />
        <TextField label="Make" required error={errors.make?.message} {...register('make')} />
        <TextField label="Model" required error={errors.model?.message} {...register('model')} />
        <TextField
          label="Registration Number"
          required
          placeholder="GR 2345-21"
          autoComplete="off"
          error={errors.vehicleRegNum?.message}
          {...register('vehicleRegNum')}
        />
        <TextField
          label="Chassis Number"
          required
          autoComplete="off"
          error={errors.chassisNum?.message}
          {...register('chassisNum')}
        />
        <TextField
          label="Driver Name"
          required
          error={errors.driverName?.message}
          {...register('driverName')}
        />
        <TextField
          label="Phone"
          type="tel"
          required
          placeholder="024 123 4567"
          error={errors.contactDetails?.phone?.message ?? errors.contactDetails?.message}
          {...register('contactDetails.phone')}
        />
        <TextField
          label="Location"
          required
          error={errors.contactDetails?.location?.message}
          {...register('contactDetails.location')}
        />
        <TextField
          label="License Number"
          required={required}
          autoComplete="off"
          error={errors.licenseNum?.message}
          {...register('licenseNum')}
        />
        <Select
          label="License Type"
          required={required}
          placeholder="Select license type"
          options={LICENSE_OPTIONS}
          error={errors.licenseType?.message}
          {...register('licenseType')}
        />
        <DateField
          label="License Expiry Date"
          required={required}
          error={errors.licenseNumExp?.message}
          {...register('licenseNumExp')}
        />
      </div>

      <DynamicRows
        legend="Maintenance History"
        rows={history.fields}
        emptyText="No maintenance history."
        addText="Add History Row"
        onAdd={() => history.append({ ...EMPTY_ROW })}
        canRemove={canRemoveRow}
        removeLabel={(index) => `Remove history row ${index + 1}`}
        onRemove={(index) => history.remove(index)}
        rowClassName="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
        removeClassName="sm:mt-6"
        rowTestId="history-row"
      >
        {(_row, index) => (
          <>
            <TextField
              label={`Maintenance history ${index + 1}`}
              placeholder="e.g. Oil and filter change"
              error={errors.maintenanceHist?.[index]?.hist?.message}
              {...register(`maintenanceHist.${index}.hist`)}
            />
            <DateField
              label={`History date ${index + 1}`}
              error={errors.maintenanceHist?.[index]?.date?.message}
              {...register(`maintenanceHist.${index}.date`)}
            />
          </>
        )}
      </DynamicRows>

      {/* Disabled from the first click: a double click must not save twice. */}
      <FormSubmit text={submitText} busy={busy || isSubmitting} busyText={busyText} />
    </form>
  );
}
