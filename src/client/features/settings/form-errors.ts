import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Puts the shared schema's messages under the matching fields (the same words the server would
 * answer). Returns true when at least one was placed.
 */
export function applyIssues<T extends FieldValues>(
  issues: readonly z.core.$ZodIssue[],
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let placed = false;
  for (const issue of issues) {
    const field = fields.find((name) => name === String(issue.path[0] ?? ''));
    if (field) {
      setError(field, { type: 'validate', message: issue.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}

/** Whether `schema` takes `body`; when it does not, its messages go under the matching fields (see `applyIssues`). */
export function passesSchema<T extends FieldValues>(
  schema: z.ZodType,
  body: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const checked = schema.safeParse(body);
  if (!checked.success) applyIssues(checked.error.issues, setError, fields);
  return checked.success;
}
