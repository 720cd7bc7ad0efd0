/** True when the database refused a write for a UNIQUE constraint (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True when a write broke a FOREIGN KEY constraint (a record is still referenced). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * Runs a write whose business check was made just before it (a free plate, an existing tenant): a
 * concurrent write can still beat the check, and then the database's own refusal (UNIQUE, FOREIGN
 * KEY) is answered with the same domain error the check gives. Anything else is thrown as it is.
 */
export async function refusedAs<T>(
  write: () => Promise<T>,
  refusals: { unique?: () => Error; foreignKey?: () => Error },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (refusals.unique && isUniqueViolation(error)) throw refusals.unique();
    if (refusals.foreignKey && isForeignKeyViolation(error)) throw refusals.foreignKey();
    throw error;
  }
}
