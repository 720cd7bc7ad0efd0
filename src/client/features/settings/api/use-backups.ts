import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { BackupEntry } from '../../../../shared/schemas/backups';
import { apiGet } from '../../../lib/api-client';
import { backupKeys } from './backup-keys';

/** GET /api/backups (the first business's Admin, embedded database): every backup, newest first. */
export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: backupKeys.list(),
    queryFn: ({ signal }) =>
      apiGet<BackupEntry[]>(api.backups, { fallback: MESSAGES.fallbackSettings, signal }),
  });

export function useBackups(enabled = true) {
  return useQuery({ ...backupsQueryOptions(), enabled });
}
