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
