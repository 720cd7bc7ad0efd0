import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { ApartmentDashboard } from '../../../../shared/schemas/dashboards';
import { apiGet } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { apartmentKeys } from './apartment-keys';

/** GET /api/dashboard/apartments: the dashboard's figures and first units, added up by the server. */
export const fetchApartmentDashboard = () =>
  apiGet<ApartmentDashboard>(api.dashboardApartments, {
    fallback: 'The apartment figures could not be loaded.',
  });

export const apartmentDashboardQueryOptions = () =>
  queryOptions({
    queryKey: apartmentKeys.dashboard(),
    queryFn: fetchApartmentDashboard,
    // Units under 'apartments'; arrears and collected move with tenancies and payments.
    meta: { refreshOn: ['tenants', 'payments'] },
  });

export function useApartmentDashboard() {
  return useQuery(apartmentDashboardQueryOptions());
}

/** Starts loading the figures while the dashboard's code downloads (called from its route's `lazy`). */
export function prefetchApartmentDashboard() {
  void queryClient.prefetchQuery(apartmentDashboardQueryOptions());
}
