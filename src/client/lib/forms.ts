import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormRegister,
  type UseFormRegisterReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the server's validation errors (`errors: [{ path, message }]`) under the matching fields.
 * Only paths listed in `fields` are used. Returns true when at least one was placed.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const { path, message } of error.fieldErrors) {
    const field = fields.find((name) => name === path);
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}

/** What a field component takes for one form field: react-hook-form's `register` props and its message. */
export type BoundField = UseFormRegisterReturn & { error?: string };

/**
 * `field(name)`, spread onto a field component, registers it and shows its message. Groups of fields
 * several forms share (a person's contact fields, a new password) take `field`, whatever the form.
 */
export function fieldBinder<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>): BoundField => ({
    ...register(name),
    error: get<FieldErrors<T>, FieldError | undefined>(errors, name)?.message,
  });
}

export const FORM_LOAD_ERROR = 'The form could not be checked. Check your connection and try again.';

/**
 * A resolver whose schema is loaded on demand, so a screen can render (and be typed into) before
 * the validation code arrives. `preload()` starts the download early.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
) {
  let pending: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (values, context, options) => {
    try {
      const loaded = await get();
      return await loaded(values, context, options);
    } catch {
      const errors = { root: { type: 'load', message: FORM_LOAD_ERROR } } as FieldErrors<TFieldValues>;
      return { values: {}, errors };
    }
  };
  return {
    resolver,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
