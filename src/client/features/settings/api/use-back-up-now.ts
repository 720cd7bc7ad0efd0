import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { BackupEntry } from '../../../../shared/schemas/backups';
import { apiPost } from '../../../lib/api-client';
import { backupKeys } from './backup-keys';

/** POST /api/backups: a backup now, answered once the copy is checked (seconds on large data). */
export function useBackUpNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<BackupEntry>(api.backups, undefined, { fallback: MESSAGES.fallbackGeneric }),
    // A failure is one too: the status's warning says so.
    onSettled: () => client.invalidateQueries({ queryKey: backupKeys.all }),
  });
}
