import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { toDay } from '../../../../shared/dates';
import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  type ContractStatus,
  type ContractType,
  FREQUENCIES,
  FREQUENCY_LABELS,
  type Frequency,
  PER_PERIOD,
} from '../../../../shared/hire';
import { formatCedi } from '../../../../shared/money';
import { api } from '../../../../shared/paths';
import { formatPhone } from '../../../../shared/phone';
import { type ContractBody, contractBody as contractBodySchema } from '../../../../shared/schemas/hire';
import type { MaintenanceRecord } from '../../../../shared/schemas/maintenance';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { DateField } from '../../../components/ui/date-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { MoneyField } from '../../../components/ui/money-field';
import type { SearchSelectOption } from '../../../components/ui/search-select';
import { labelledOptions, Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { useCheckedForm } from '../../../lib/checked-form';
import { fieldBinder } from '../../../lib/forms';
import { fetchListPage, type ListRequest } from '../../../lib/use-server-list';
import { maintenanceKeys } from '../../maintenance';
import { VehiclePicker, vehicleQueryOptions } from '../../vehicles';
import { type ContractFormValues, contractBody, rentalSummary, usesWorkingDays } from '../contract-values';
import { HIRE_TEXTS } from '../hire-texts';
import { WorkingDaysField } from './working-days-field';

const TYPE_OPTIONS = labelledOptions(CONTRACT_TYPES, CONTRACT_TYPE_LABELS);
const FREQUENCY_OPTIONS = FREQUENCIES.map((frequency) => ({
  value: frequency,
  label: FREQUENCY_LABELS[frequency],
}));

/** The statuses an edit may choose: work and pay completes by itself, never by hand. */
function statusOptions(type: ContractType, current: ContractStatus) {
  const statuses: ContractStatus[] =
    type === 'work_and_pay' && current !== 'completed'
      ? ['active', 'terminated']
      : ['active', 'completed', 'terminated'];
  return labelledOptions(statuses, CONTRACT_STATUS_LABELS);
}

/** The picker shows the registration first (what an owner knows a vehicle by), then make and model. */
export function vehicleOptionLabel(vehicle: Pick<VehicleRecord, 'make' | 'model' | 'vehicleRegNum'>) {
  return `${vehicle.vehicleRegNum} — ${vehicle.make} ${vehicle.model}`;
}

/** The hirer fields a vehicle's current driver fills in. */
type DriverField = 'hirer.name' | 'hirer.phone' | 'hirer.licenseNum' | 'hirer.licenseExp';

function driverOf(vehicle: VehicleRecord): Record<DriverField, string> {
  return {
    'hirer.name': vehicle.driverName,
    'hirer.phone': formatPhone(vehicle.contactDetails.phone),
    'hirer.licenseNum': vehicle.licenseNum,
    'hirer.licenseExp': toDay(vehicle.licenseNumExp),
  };
}

/** Working days are one field: a message about one of them (`workingDays.2`) goes under the group. */
const toFormPath = (path: string) => path.replace(/^workingDays\.\d+$/, 'workingDays');

export interface ContractFormProps {
  mode: 'add' | 'edit';
  defaultValues: ContractFormValues;
  /** On edit, the contract's own vehicle: shown as chosen before any search. */
  currentVehicle?: Pick<VehicleRecord, '_id' | 'make' | 'model' | 'vehicleRegNum'>;
  submitText: string;
  busyText: string;
  onSubmit: (body: ContractBody) => Promise<unknown>;
}

/**
 * The hire contract form of Add and Edit (docs/hire.md §4). The type decides the fields: working days for
 * a daily amount, the total price for work and pay, the return day and a deposit for a rental (with
 * its days and total worked out as typed). Picking a vehicle on add fills the hirer from its current
 * driver; a vehicle under repair shows a warning that does not block saving.
 */
export function ContractForm({
  mode,
  defaultValues,
  currentVehicle,
  submitText,
  busyText,
  onSubmit,
}: ContractFormProps) {
  const { register, control, submit, watch, setValue, getValues, formState } = useCheckedForm<
    ContractFormValues,
    ContractBody
  >({
    defaultValues,
    schema: contractBodySchema,
    toBody: (values) => ({ body: contractBody(values, mode), rename: toFormPath }),
    send: onSubmit,
  });
  const field = fieldBinder(register, formState.errors);
  const { errors, isSubmitting, isSubmitted } = formState;

  const [vehicleId, type, frequency, status, startDate, endDate, amount] = watch([
    'vehicleId',
    'type',
    'frequency',
    'status',
    'startDate',
    'endDate',
    'amount',
  ]);
  const rental = type === 'rental';
  const rentalFigures = rental ? rentalSummary(startDate, endDate, amount) : null;

  // `?vehicleId=` on add: that one vehicle, to show it chosen and fill the hirer from its driver.
  const presetId = mode === 'add' ? defaultValues.vehicleId : '';
  const preset = useQuery({ ...vehicleQueryOptions(presetId), enabled: presetId !== '', retry: false });
  let selectedOption: SearchSelectOption | null = null;
  if (preset.data) selectedOption = { value: preset.data._id, label: vehicleOptionLabel(preset.data) };
  else if (currentVehicle)
    selectedOption = { value: currentVehicle._id, label: vehicleOptionLabel(currentVehicle) };

  // A repair in progress on the chosen vehicle: the server is asked for that vehicle's ongoing records only.
  const repairs: ListRequest = { page: 1, pageSize: 1, filters: { vehicleId, status: 'ongoing' } };
  const ongoing = useQuery({
    queryKey: maintenanceKeys.page(repairs),
    queryFn: ({ signal }) => fetchListPage<MaintenanceRecord>(api.maintenanceRecords, repairs, { signal }),
    enabled: vehicleId !== '',
  });
  const underRepair = vehicleId
    ? ongoing.data?.items.find((record) => record.status === 'ongoing')
    : undefined;

  // What the last pick filled in: a field still showing it (or empty) follows the next pick; a field
  // the user typed into keeps what they typed.
  const filled = useRef<Partial<Record<DriverField, string>>>({});
  const fillHirer = (vehicle: VehicleRecord | undefined) => {
    if (mode !== 'add' || !vehicle) return;
    const driver = driverOf(vehicle);
    for (const name of Object.keys(driver) as DriverField[]) {
      const now = getValues(name);
      if (now.trim() !== '' && now !== filled.current[name]) continue;
      setValue(name, driver[name], { shouldDirty: true, shouldValidate: isSubmitted });
      filled.current[name] = driver[name];
    }
  };

  // Another person as hirer (the phone no longer the driver's the pick filled in): the licence that
  // pick filled in is the old driver's, so it goes; one the user typed stays (decision 063).
  const hirerPhone = watch('hirer.phone');
  useEffect(() => {
    const filledPhone = filled.current['hirer.phone'];
    if (filledPhone === undefined || hirerPhone === filledPhone) return;
    for (const name of ['hirer.licenseNum', 'hirer.licenseExp'] as const) {
      const fromPick = filled.current[name];
      if (fromPick === undefined || getValues(name) !== fromPick) continue;
      setValue(name, '', { shouldDirty: true, shouldValidate: isSubmitted });
      filled.current[name] = '';
    }
  }, [hirerPhone, getValues, setValue, isSubmitted]);

  // `?vehicleId=` on add: once that vehicle has loaded it is taken as if picked (or dropped if unknown).
  const presetApplied = useRef(false);
  const applyPreset = useEffectEvent(() => {
    if (presetApplied.current || presetId === '' || preset.isPending) return;
    presetApplied.current = true;
    if (preset.data && getValues('vehicleId') === preset.data._id) fillHirer(preset.data);
    else if (!preset.data && getValues('vehicleId') === presetId) setValue('vehicleId', '');
  });
  const presetSettled = !preset.isPending;
  useEffect(() => {
    if (presetSettled) applyPreset();
  }, [presetSettled]);

  const typeField = field('type');
  const amountLabel = rental ? 'Daily rate' : `Amount per ${PER_PERIOD[frequency as Frequency] ?? 'period'}`;

  return (
    <form onSubmit={submit} noValidate aria-label="Contract" className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <VehiclePicker
          control={control}
          optionLabel={vehicleOptionLabel}
          onChoose={fillHirer}
          selectedOption={selectedOption}
          placeholder="Search by registration, make or model"
          hint={mode === 'add' ? 'Picking a vehicle fills the hirer from its current driver.' : undefined}
          error={errors.vehicleId?.message}
        />
        {underRepair ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 md:col-span-2"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {HIRE_TEXTS.ongoingMaintenance(toDay(underRepair.maintenanceDate))}
          </p>
        ) : null}
        <Select
          label="Contract type"
          required
          options={TYPE_OPTIONS}
          {...typeField}
          onChange={(event) => {
            if (event.target.value === 'rental') setValue('frequency', 'daily');
            return typeField.onChange(event);
          }}
        />
        {rental ? null : (
          <Select label="Frequency" required options={FREQUENCY_OPTIONS} {...field('frequency')} />
        )}
        <MoneyField label={amountLabel} required {...field('amount')} />
        {type === 'work_and_pay' ? (
          <MoneyField
            label="Total price"
            required
            hint="When the hirer has paid this much, the vehicle is theirs."
            {...field('totalPrice')}
          />
        ) : null}
        {usesWorkingDays(type, frequency) ? (
          <Controller
            control={control}
            name="workingDays"
            render={({ field: days }) => (
              <WorkingDaysField
                value={days.value}
                onChange={days.onChange}
                error={errors.workingDays?.message}
                className="md:col-span-2"
              />
            )}
          />
        ) : null}
        <DateField label="Start date" required {...field('startDate')} />
        <DateField
          label={rental ? 'End date (return day)' : 'End date (optional)'}
          required={rental}
          hint={rental ? 'The return day is not charged.' : undefined}
          {...field('endDate')}
        />
        {rental ? (
          <>
            <MoneyField
              label="Deposit (optional)"
              hint="Kept aside: never counted as paid."
              {...field('deposit')}
            />
            <p
              aria-live="polite"
              className="self-end rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
              data-testid="rental-summary"
            >
              {rentalFigures
                ? `${rentalFigures.days} ${rentalFigures.days === 1 ? 'day' : 'days'}${
                    rentalFigures.total !== null ? ` · Total ${formatCedi(rentalFigures.total)}` : ''
                  }`
                : 'Days and total appear once the dates are set.'}
            </p>
          </>
        ) : null}
        {mode === 'edit' ? (
          <>
            <Select
              label="Status"
              required
              options={statusOptions(type, defaultValues.status)}
              {...field('status')}
            />
            {status === 'terminated' ? (
              <DateField
                label="Termination date"
                hint="Nothing falls due after it. Blank: today."
                {...field('terminatedOn')}
              />
            ) : null}
          </>
        ) : null}
      </div>

      <fieldset className="grid gap-4 rounded-md border border-gray-200 p-4 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-gray-900">Hirer</legend>
        <TextField label="Hirer name" required autoComplete="off" {...field('hirer.name')} />
        <TextField
          label="Hirer phone"
          type="tel"
          required
          autoComplete="off"
          placeholder="024 123 4567"
          {...field('hirer.phone')}
        />
        <TextField label="License number" autoComplete="off" {...field('hirer.licenseNum')} />
        <DateField label="License expiry date" {...field('hirer.licenseExp')} />
        <TextField
          label="Ghana Card number (optional)"
          autoComplete="off"
          placeholder="GHA-123456789-0"
          maxLength={20}
          {...field('hirer.ghanaCard')}
        />
      </fieldset>

      <Textarea label="Notes (optional)" maxLength={1000} {...field('notes')} />

      {/* Disabled from the first click: a double click must not save twice. */}
      <FormSubmit text={submitText} busy={isSubmitting} busyText={busyText} />
    </form>
  );
}
