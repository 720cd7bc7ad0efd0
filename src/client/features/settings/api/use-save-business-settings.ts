import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { Profile } from '../../../../shared/schemas/auth';
import type { BusinessSettings, BusinessSettingsBody } from '../../../../shared/schemas/ledger';
import { USER_MESSAGES } from '../../../../shared/schemas/users';
import { apiPut } from '../../../lib/api-client';
import { authKeys } from '../../auth';
import { businessKeys } from './business-keys';

/**
 * PUT /api/settings/business (Admin). Stores the saved details, and the business name in the
 * profile at once so the top bar shows it; the answer's `X-Data-Changed: account` then refreshes
 * the profile from the server.
 */
export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessSettingsBody) =>
      apiPut<BusinessSettings>(api.businessSettings, body, { fallback: USER_MESSAGES.updateFailed }),
    onSuccess: (saved) => {
      queryClient.setQueryData(businessKeys.settings(), saved);
      queryClient.setQueryData<Profile | null>(authKeys.profile(), (profile) =>
        profile?.account ? { ...profile, account: { ...profile.account, name: saved.name } } : profile,
      );
    },
  });
}
