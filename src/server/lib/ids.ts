import { randomUUID } from 'node:crypto';

/** Record ids are random UUIDs stored as text, the same on both engines. */
export const newId = (): string => randomUUID();

export const nowIso = (): string => new Date().toISOString();
