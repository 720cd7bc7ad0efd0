import type { Path } from 'react-hook-form';
import { toast } from 'react-toastify';
import { toDay } from '../../../../shared/dates';
import {
  MAX_KM,
  type ScheduleInput,
  type ServiceSchedule,
  scheduleBody,
} from '../../../../shared/schemas/vehicle-papers';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Modal } from '../../../components/ui/modal';
import { NumberField } from '../../../components/ui/number-field';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/schema-form';
import { useAddSchedule } from '../api/use-add-schedule';
import { useEditSchedule } from '../api/use-edit-schedule';
import { PAPERS_TEXTS } from '../papers-texts';

/** What the form is opened for: a new schedule, or one to edit. */
export type ScheduleTarget = { mode: 'add' } | { mode: 'edit'; schedule: ServiceSchedule };

interface ScheduleValues {
  task: string;
  everyKm: string;
  everyMonths: string;
  startDate: string;
  startKm: string;
}

const FIELDS = [
  'task',
  'everyKm',
  'everyMonths',
  'startDate',
  'startKm',
] as const satisfies readonly Path<ScheduleValues>[];

const text = (value: number | null) => (value === null ? '' : String(value));

function scheduleValues(target: ScheduleTarget): ScheduleValues {
  if (target.mode === 'add') return { task: '', everyKm: '', everyMonths: '', startDate: '', startKm: '' };
  const { schedule } = target;
  return {
    task: schedule.task,
    everyKm: text(schedule.everyKm),
    everyMonths: text(schedule.everyMonths),
    startDate: toDay(schedule.startDate),
    startKm: text(schedule.startKm),
  };
}

export interface ScheduleFormProps {
  vehicleId: string;
  target: ScheduleTarget;
  onDone: () => void;
}

/**
 * A service schedule (docs/reminders.md §2): the task, every so many km, months or both, and where it
 * starts (left blank: today, at the latest reading). The server's field errors go under their fields.
 */
export function ScheduleForm({ vehicleId, target, onDone }: ScheduleFormProps) {
  const add = useAddSchedule(vehicleId);
  const edit = useEditSchedule();
  const { field, submit, formState } = useSchemaForm<ScheduleValues, ScheduleInput>({
    schema: scheduleBody,
    defaultValues: scheduleValues(target),
    fields: FIELDS,
    send: async (body) => {
      if (target.mode === 'add') {
        await add.mutateAsync(body);
        toast.success(PAPERS_TEXTS.scheduleAdded);
      } else {
        await edit.mutateAsync({ scheduleId: target.schedule._id, body });
        toast.success(PAPERS_TEXTS.scheduleUpdated);
      }
      onDone();
    },
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={target.mode === 'add' ? 'Add schedule' : 'Edit schedule'}
      className="flex flex-col gap-4"
    >
      <TextField
        label="Task"
        required
        autoComplete="off"
        maxLength={100}
        placeholder="e.g. Oil change"
        hint="A completed maintenance record whose issue names the task resets it."
        {...field('task')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-800">Interval: either or both</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField label="Every (km)" min={1} step={1} placeholder="e.g. 5000" {...field('everyKm')} />
          <NumberField
            label="Every (months)"
            min={1}
            max={120}
            step={1}
            placeholder="e.g. 3"
            {...field('everyMonths')}
          />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="Start date (optional)"
          hint={target.mode === 'add' ? 'Leave blank for today.' : undefined}
          {...field('startDate')}
        />
        <NumberField
          label="Start km (optional)"
          min={0}
          max={MAX_KM}
          step={1}
          hint={target.mode === 'add' ? 'Leave blank for the latest reading.' : undefined}
          {...field('startKm')}
        />
      </div>
      <Button type="submit" fullWidth busy={formState.isSubmitting} busyText="Saving...">
        Save schedule
      </Button>
    </form>
  );
}

/** The schedule form in a dialog. */
export function ScheduleModal({
  vehicleId,
  target,
  onClose,
}: {
  vehicleId: string;
  target: ScheduleTarget | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Edit schedule' : 'Add schedule'}
    >
      {target ? <ScheduleForm vehicleId={vehicleId} target={target} onDone={onClose} /> : null}
    </Modal>
  );
}
