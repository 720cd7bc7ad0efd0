import { z } from 'zod';
import { apartment } from './apartments';

/** A unit as the dashboard's cards show it. */
export const dashboardUnit = apartment.pick({
  _id: true,
  title: true,
  location: true,
  price: true,
  status: true,
  tenant: true,
});
export type DashboardUnit = z.infer<typeof dashboardUnit>;

/**
 * `GET /api/dashboard/apartments`: the apartment dashboard's figures, added up by the server
 * (docs/decisions/084-*), money in cedis. Available units count as Vacant; the monthly revenue is the
 * rent of Occupied units; the arrears are every rent record's; collected is the payments that count
 * dated in `month` (YYYY-MM, the business day's month).
 */
export const apartmentDashboard = z.object({
  total: z.number().int(),
  occupied: z.number().int(),
  vacant: z.number().int(),
  monthlyRevenue: z.number(),
  arrears: z.number(),
  collectedThisMonth: z.number(),
  month: z.string(),
  /** The first units of the list (newest first), for the dashboard's cards. */
  units: z.array(dashboardUnit),
});
export type ApartmentDashboard = z.infer<typeof apartmentDashboard>;
