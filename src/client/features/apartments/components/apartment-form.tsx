import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { APARTMENT_STATUSES } from '../../../../shared/schemas/apartments';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/money-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { applyFieldErrors } from '../../../lib/forms';

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApartmentFormValues, unknown, Output>({
    resolver: zodResolver(schema) as unknown as Resolver<ApartmentFormValues, unknown, Output>,
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The query client has shown the toast; what was typed stays.
      applyFieldErrors(error, setError, FIELDS as unknown as Path<ApartmentFormValues>[]);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4 md:grid-cols-2">
      <TextField label="Title" required error={errors.title?.message} {...register('title')} />
      <TextField label="Location" required error={errors.location?.message} {...register('location')} />
      <MoneyField label="Price (per month)" required error={errors.price?.message} {...register('price')} />
      <Select
        label="Status"
        options={APARTMENT_STATUSES}
        error={errors.status?.message}
        {...register('status')}
      />
      <TextField
        label="Tenant (optional)"
        hint="Shown on the dashboard card."
        autoComplete="off"
        error={errors.tenant?.message}
        {...register('tenant')}
      />
      <Textarea
        label={descriptionRequired ? 'Description' : 'Description (optional)'}
        required={descriptionRequired}
        rows={4}
        className="md:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="md:col-span-2">
        <Button type="submit" busy={isSubmitting} busyText={busyText}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
