import type { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { APARTMENT_STATUSES } from '../../../../shared/schemas/apartments';
import { FormSubmit } from '../../../components/ui/form-submit';
import { MoneyField } from '../../../components/ui/money-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { useSchemaForm } from '../../../lib/schema-form';

/** What the form holds: every field as typed. */
export interface ApartmentFormValues extends FieldValues {
  title: string;
  location: string;
  price: string | number;
  status?: string;
  description?: string | null;
  tenant?: string | null;
}

const FIELDS = ['title', 'location', 'price', 'status', 'description', 'tenant'] as const;

export interface ApartmentFormProps<Output> {
  /** The shared schema of the call (add or edit): the form shows the same messages as the server. */
  schema: Parameters<typeof zodResolver>[0];
  defaultValues: DefaultValues<ApartmentFormValues>;
  descriptionRequired: boolean;
  submitText: string;
  busyText: string;
  /** Sends the checked values; a thrown error keeps the form as typed and shows field errors. */
  onSubmit: (values: Output) => Promise<unknown>;
}

/** The property form of Add property and Edit apartment. */
export function ApartmentForm<Output>({
  schema,
  defaultValues,
  descriptionRequired,
  submitText,
  busyText,
  onSubmit,
}: ApartmentFormProps<Output>) {
  const { field, submit, formState } = useSchemaForm<ApartmentFormValues, Output>({
    schema,
    defaultValues,
    fields: FIELDS as unknown as Path<ApartmentFormValues>[],
    send: onSubmit,
  });

  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4 md:grid-cols-2">
      <TextField label="Title" required {...field('title')} />
      <TextField label="Location" required {...field('location')} />
      <MoneyField label="Price (per month)" required {...field('price')} />
      <Select label="Status" options={APARTMENT_STATUSES} {...field('status')} />
      <TextField
        label="Tenant (optional)"
        hint="Shown on the dashboard card."
        autoComplete="off"
        {...field('tenant')}
      />
      <Textarea
        label={descriptionRequired ? 'Description' : 'Description (optional)'}
        required={descriptionRequired}
        rows={4}
        className="md:col-span-2"
        {...field('description')}
      />
      <FormSubmit
        text={submitText}
        busy={formState.isSubmitting}
        busyText={busyText}
        className="md:col-span-2"
      />
    </form>
  );
}
