import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { BusinessSettings } from '../../../../shared/schemas/ledger';
import { apiGet } from '../../../lib/api-client';
import { businessKeys } from './business-keys';

/** GET /api/settings/business (everyone): what receipts and statements print at their head. */
export const fetchBusinessSettings = () =>
  apiGet<BusinessSettings>(api.businessSettings, { fallback: MESSAGES.fallbackSettings });

export const businessSettingsQueryOptions = () =>
  queryOptions({
    queryKey: businessKeys.settings(),
    queryFn: fetchBusinessSettings,
    // The form starts from what is stored now.
    staleTime: 0,
  });

export function useBusinessSettings() {
  return useQuery(businessSettingsQueryOptions());
}
