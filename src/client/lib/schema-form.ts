import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { applyFieldErrors, fieldBinder } from './forms';

export interface SchemaFormOptions<Values extends FieldValues, Output> {
  /** The call's shared schema: the form shows the server's own messages before sending. */
  schema: Parameters<typeof zodResolver>[0];
  defaultValues: DefaultValues<Values>;
  /** The fields the API's field errors may be shown under. */
  fields: readonly Path<Values>[];
  /** Sends the checked values, then does what follows success (a toast, another screen). */
  send: (values: Output) => Promise<unknown>;
  /** A failure none of whose field errors belongs to a field (e.g. a conflict about one of them). */
  onUnplacedError?: (error: unknown, setError: UseFormSetError<Values>) => void;
}

/**
 * A form checked by a shared zod schema whose `submit` sends the checked values. When sending fails,
 * the query client has toasted the message; the API's field errors go under their fields and what
 * was typed stays. `field(name)` spreads onto a field component.
 */
export function useSchemaForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  fields,
  send,
  onUnplacedError,
}: SchemaFormOptions<Values, Output>) {
  const form = useForm<Values, unknown, Output>({
    // The schema's input is the form's values: zodResolver cannot see that through the generic.
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, Output>,
    defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, fields)) onUnplacedError?.(error, form.setError);
    }
  });
  return { ...form, submit, field: fieldBinder(form.register, form.formState.errors) };
}
