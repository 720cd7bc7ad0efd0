import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

export interface PathMessage {
  path: string;
  message: string;
}

/** A zod issue's path as the API writes it: `contactDetails.phone`, `issue.0`. */
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): PathMessage[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The field errors an API failure carried (none for other failures). */
export function apiFieldErrors(error: unknown): PathMessage[] {
  return isApiError(error) ? error.fieldErrors : [];
}

/**
 * Shows each field's first message under it (the form's field names are the API's paths) and focuses
 * the first. `rename` maps a path of the sent body back to the form's, e.g. when blank rows were left
 * out. Returns how many fields got a message.
 */
export function showFieldErrors<T extends FieldValues>(
  errors: readonly PathMessage[],
  setError: UseFormSetError<T>,
  rename: (path: string) => string = (path) => path,
): number {
  const seen = new Set<string>();
  for (const error of errors) {
    const path = rename(error.path);
    if (!path || seen.has(path)) continue;
    setError(path as Path<T>, { type: 'server', message: error.message }, { shouldFocus: seen.size === 0 });
    seen.add(path);
  }
  return seen.size;
}
