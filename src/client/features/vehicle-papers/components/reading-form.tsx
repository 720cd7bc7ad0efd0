import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '../../../../shared/constants';
import { today } from '../../../../shared/dates';
import { MAX_KM, type OdometerInput, odometerBody } from '../../../../shared/schemas/vehicle-papers';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Modal } from '../../../components/ui/modal';
import { NumberField } from '../../../components/ui/number-field';
import { TextField } from '../../../components/ui/text-field';
import { newRequestKey } from '../../../lib/api-client';
import { OUTBOX_TEXTS } from '../../../lib/offline/outbox-texts';
import { useSchemaForm } from '../../../lib/schema-form';
import { useAddReading } from '../api/use-add-reading';
import { PAPERS_TEXTS } from '../papers-texts';

interface ReadingValues {
  date: string;
  km: string;
  note: string;
}

const FIELDS = ['date', 'km', 'note'] as const satisfies readonly Path<ReadingValues>[];

export interface ReadingFormProps {
  vehicleId: string;
  onDone: () => void;
}

/**
 * An odometer reading taken by hand (docs/reminders.md §2): the day (today unless changed), the km and a
 * note. An odometer only goes up: the server's refusal, naming the reading it contradicts, shows
 * under the km.
 */
export function ReadingForm({ vehicleId, onDone }: ReadingFormProps) {
  const add = useAddReading(vehicleId);
  // One reading per opening of the form: every submit from it, retries included, carries this key.
  const [requestKey] = useState(newRequestKey);
  const { field, submit, formState } = useSchemaForm<ReadingValues, OdometerInput>({
    schema: odometerBody,
    defaultValues: { date: today(), km: '', note: '' },
    fields: FIELDS,
    send: async (body) => {
      const result = await add.mutateAsync({
        body,
        requestKey,
        summary: `${body.km.toLocaleString('en-GH')} km`,
      });
      if (result.sent) toast.success(PAPERS_TEXTS.readingAdded);
      else toast.info(OUTBOX_TEXTS.queued, { autoClose: TOAST_MS.long });
      onDone();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add reading" className="flex flex-col gap-4">
      <DateField label="Date" required {...field('date')} />
      <NumberField label="Odometer reading (km)" required min={0} max={MAX_KM} step={1} {...field('km')} />
      <TextField label="Note (optional)" autoComplete="off" maxLength={500} {...field('note')} />
      <Button type="submit" fullWidth busy={formState.isSubmitting} busyText="Saving...">
        Save reading
      </Button>
    </form>
  );
}

/** The reading form in a dialog. */
export function ReadingModal({
  vehicleId,
  open,
  onClose,
}: {
  vehicleId: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Add reading">
      {/* Mounted afresh on every opening: today's date and an empty km each time. */}
      {open ? <ReadingForm vehicleId={vehicleId} onDone={onClose} /> : null}
    </Modal>
  );
}
