import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { BackupStatus } from '../../../../shared/schemas/backups';
import { apiGet } from '../../../lib/api-client';
import { backupKeys } from './backup-keys';

/**
 * GET /api/backups/status: the newest checked backup, none for 48 hours, the latest failure. It also
 * says who sees the tab: 403 for all but the first business's Admin, 409 on PostgreSQL.
 */
export const backupStatusQueryOptions = () =>
  queryOptions({
    queryKey: backupKeys.status(),
    queryFn: ({ signal }) =>
      apiGet<BackupStatus>(api.backupsStatus, { fallback: MESSAGES.fallbackSettings, signal }),
    meta: { expectedStatuses: [403, 409] },
  });

export function useBackupStatus(enabled = true) {
  return useQuery({ ...backupStatusQueryOptions(), enabled });
}
