import { useEffect, useId, useState } from 'react';
import type { Path } from 'react-hook-form';
import { type NavigateFunction, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '../../../../shared/constants';
import { CONTRACT_TYPE_LABELS } from '../../../../shared/hire';
import { MOBILE_MONEY } from '../../../../shared/ledger';
import { formatCedi } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import { PAYMENT_METHODS } from '../../../../shared/payments';
import {
  type Contract,
  type Remittance,
  type RemittanceInput,
  remittanceFields,
} from '../../../../shared/schemas/hire';
import { MAX_KM } from '../../../../shared/vehicle-papers';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Modal } from '../../../components/ui/modal';
import { MoneyField } from '../../../components/ui/money-field';
import { NumberField } from '../../../components/ui/number-field';
import { TextField } from '../../../components/ui/text-field';
import { ToastWithLink } from '../../../components/ui/toast-with-link';
import { newRequestKey } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import type { BoundField } from '../../../lib/forms';
import { OUTBOX_TEXTS } from '../../../lib/offline/outbox-texts';
import { useSchemaForm } from '../../../lib/schema-form';
// biome-ignore lint/style/noRestrictedImports: through the payments public file these fields would join the login screen's first bundle (decision 009).
import { MOMO_FIELD_NAMES, MomoFields } from '../../payments/components/momo-fields';
import { useRecordRemittance } from '../api/use-record-remittance';
import { HIRE_TEXTS } from '../hire-texts';
import { TOGGLE_CHIP_CLASS, ToggleChipsError } from './toggle-chips';

/** What the form is opened for: the contract, the amount to suggest and the day. */
export interface RemittanceTarget {
  contract: Pick<Contract, '_id' | 'type' | 'hirer' | 'vehicle'>;
  /** Filled in as a suggestion (the arrears, else what falls due); null leaves the field empty. */
  amount: number | null;
  date: string;
}

interface RemittanceValues {
  contractId: string;
  amount: string;
  method: string;
  date: string;
  network: string;
  reference: string;
  payerPhone: string;
  note: string;
  /** The odometer in km that day (docs/reminders.md §2); blank for none. */
  odometer: string;
}

const FIELDS = [
  'contractId',
  'amount',
  'method',
  'date',
  ...MOMO_FIELD_NAMES,
  'note',
  'odometer',
] as const satisfies readonly Path<RemittanceValues>[];

/** The success toast: the text and a link to the new remittance's receipt. */
const recordedToast = (remittance: Remittance, navigate: NavigateFunction) => (
  <ToastWithLink
    to={routes.vehicleReceipt(remittance._id)}
    linkText={HIRE_TEXTS.viewReceipt(remittance.receiptNumber)}
    navigate={navigate}
  >
    {HIRE_TEXTS.recorded}: {formatCedi(remittance.amount)}
  </ToastWithLink>
);

/** Cash, Mobile Money, Bank Transfer as three large toggles (radio buttons named `method`). */
function MethodToggles({ field }: { field: BoundField }) {
  const { error, ...input } = field;
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-gray-800">
        Payment method
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {PAYMENT_METHODS.map((method) => (
          <label
            key={method}
            className={cn(
              'flex min-h-12 cursor-pointer select-none items-center justify-center rounded-md border px-2 py-2 text-center text-sm font-medium leading-tight',
              TOGGLE_CHIP_CLASS,
            )}
          >
            <input type="radio" value={method} className="sr-only" {...input} />
            {method}
          </label>
        ))}
      </div>
      {error ? <ToggleChipsError id={errorId} error={error} /> : null}
    </fieldset>
  );
}

export interface RecordRemittanceFormProps {
  target: RemittanceTarget;
  /** After the remittance is recorded (the toast is shown); null: kept in the outbox to send later. */
  onDone: (remittance: Remittance | null) => void;
  /** Told when saving starts and ends (the dialog stays open meanwhile). */
  onSavingChange?: (saving: boolean) => void;
}

/**
 * The short remittance form (docs/hire.md §4), made for one hand on a phone: the amount first (already
 * filled in), the method as three big toggles, the Mobile Money details only for Mobile Money, the
 * day and the odometer (optional; docs/reminders.md §2, the server's refusal shown under it), a note, and
 * Save. One Idempotency-Key for each opening of the form: a retry after a lost
 * answer never records twice.
 */
export function RecordRemittanceForm({ target, onDone, onSavingChange }: RecordRemittanceFormProps) {
  const navigate = useNavigate();
  const record = useRecordRemittance();
  const [requestKey] = useState(newRequestKey);
  const { field, submit, formState, watch, setValue } = useSchemaForm<RemittanceValues, RemittanceInput>({
    schema: remittanceFields,
    defaultValues: {
      contractId: target.contract._id,
      amount: target.amount !== null && target.amount > 0 ? target.amount.toFixed(2) : '',
      method: 'Cash',
      date: target.date,
      network: '',
      reference: '',
      payerPhone: '',
      note: '',
      odometer: '',
    },
    fields: FIELDS,
    send: async ({ network, reference, payerPhone, ...values }) => {
      // The Mobile Money details go only with that method (the server refuses a network otherwise).
      const momo = values.method === MOBILE_MONEY ? { network, reference, payerPhone } : {};
      const result = await record.mutateAsync({
        body: { ...values, ...momo },
        requestKey,
        summary: `${target.contract.vehicle.vehicleRegNum} · ${target.contract.hirer.name}`,
      });
      if (result.sent) {
        toast.success(recordedToast(result.sent, navigate), {
          autoClose: TOAST_MS.long,
        });
      } else {
        // Kept in the outbox: the board and the contract show it as waiting to send (docs/offline.md §3).
        toast.info(OUTBOX_TEXTS.queued, { autoClose: TOAST_MS.long });
      }
      onDone(result.sent ?? null);
    },
  });
  const saving = formState.isSubmitting;
  useEffect(() => {
    onSavingChange?.(saving);
    return () => onSavingChange?.(false);
  }, [saving, onSavingChange]);
  const method = watch('method');
  const methodField = field('method');
  const { contract } = target;

  return (
    <form onSubmit={submit} noValidate aria-label="Record remittance" className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        <span className="font-semibold text-gray-900">{contract.vehicle.vehicleRegNum}</span> ·{' '}
        {contract.hirer.name} · {CONTRACT_TYPE_LABELS[contract.type]}
      </p>
      <MoneyField label="Amount" required large {...field('amount')} />
      <MethodToggles
        field={{
          ...methodField,
          onChange: (event) => {
            // Hidden details are not kept: they are neither checked nor sent with another method.
            if (event.target.value !== MOBILE_MONEY) for (const name of MOMO_FIELD_NAMES) setValue(name, '');
            return methodField.onChange(event);
          },
        }}
      />
      {method === MOBILE_MONEY ? <MomoFields field={field} layout="stack" /> : null}
      <div className="grid grid-cols-2 gap-3">
        <DateField label="Date" required {...field('date')} />
        <NumberField label="Odometer (km)" min={0} max={MAX_KM} step={1} {...field('odometer')} />
      </div>
      <TextField label="Note (optional)" autoComplete="off" maxLength={500} {...field('note')} />
      <Button
        type="submit"
        fullWidth
        className="min-h-12 text-base"
        busy={formState.isSubmitting}
        busyText="Saving..."
      >
        Save remittance
      </Button>
    </form>
  );
}

const ignore = () => {};

export interface RecordRemittanceModalProps {
  /** The contract and suggestion to open the form for; null: closed. */
  target: RemittanceTarget | null;
  onClose: () => void;
  /** After a remittance is recorded (then the dialog closes): the screen shows its receipt at hand. */
  onRecorded?: (remittance: Remittance) => void;
}

/**
 * The remittance form in a dialog (the board's rows and the contract page open it). While it saves,
 * Escape, the backdrop and the close button do nothing: a dialog closed on a request still in flight
 * would be opened again with a new Idempotency-Key, and the money recorded twice.
 */
export function RecordRemittanceModal({ target, onClose, onRecorded }: RecordRemittanceModalProps) {
  const [saving, setSaving] = useState(false);
  const done = (remittance: Remittance | null) => {
    if (remittance) onRecorded?.(remittance);
    onClose();
  };
  return (
    <Modal open={target !== null} onClose={saving ? ignore : onClose} title="Record remittance">
      {/* Mounted afresh on every opening: a new Idempotency-Key and the new suggestion each time. */}
      {target ? <RecordRemittanceForm target={target} onDone={done} onSavingChange={setSaving} /> : null}
    </Modal>
  );
}
