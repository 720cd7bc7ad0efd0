import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiFieldErrors, issuesToErrors, showFieldErrors } from './field-errors';

export interface CheckedFormOptions<Values extends FieldValues, Body> {
  defaultValues: DefaultValues<Values>;
  /** The call's shared schema: the body is checked with the server's own rules and messages. */
  schema: z.ZodType;
  /**
   * The body to send for the values, and how a path of that body maps back to the form's (when rows
   * are left out or fields are shaped differently; by default the paths are the form's).
   */
  toBody: (values: Values) => { body: Body; rename?: (path: string) => string };
  /** Sends the body; a rejection's field errors go under their fields. */
  send: (body: Body) => Promise<unknown>;
}

/**
 * A form whose values are turned into the API's body, checked by the shared schema, then sent. The
 * schema's or the API's field errors go under their fields (the first one focused); what was typed
 * stays (the query client has toasted the API's message).
 */
export function useCheckedForm<Values extends FieldValues, Body>({
  defaultValues,
  schema,
  toBody,
  send,
}: CheckedFormOptions<Values, Body>) {
  const form = useForm<Values>({ defaultValues });
  const submit = form.handleSubmit(async (values) => {
    const { body, rename } = toBody(values);
    const checked = schema.safeParse(body);
    if (!checked.success) {
      showFieldErrors(issuesToErrors(checked.error.issues), form.setError, rename);
      return;
    }
    try {
      await send(body);
    } catch (error) {
      showFieldErrors(apiFieldErrors(error), form.setError, rename);
    }
  });
  return { ...form, submit };
}
