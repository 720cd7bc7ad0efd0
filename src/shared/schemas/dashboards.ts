import { z } from 'zod';
import { VEHICLE_TYPES, type VehicleType } from '../fleet';
import { CONTRACT_TYPES } from '../hire';
import { apartment } from './apartments';
import { vehicleRecord } from './vehicles';

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

/** How many months the dashboards' month charts show, the business day's month last. */
export const CHART_MONTHS = 12;

/**
 * One month of the 'Collections' chart (docs/insight.md §3, decision 129), money in cedis: `collected`
 * is the payments that count dated in the month; `due` is what the tenancies' charges made fall due in
 * it by the business day (lib/rent-standing.ts `chargesOf`: an advance term's total on its start date,
 * a monthly one's utility and each instalment on its due date).
 */
export const collectionsMonth = z.object({
  /** YYYY-MM. */
  month: z.string(),
  collected: z.number(),
  due: z.number(),
});
export type CollectionsMonth = z.infer<typeof collectionsMonth>;

/**
 * `GET /api/dashboard/apartments`: the apartment dashboard's figures, added up by the server
 * (docs/decisions/084-*), money in cedis. Available units count as Vacant; the monthly revenue is the
 * rent of Occupied units; the arrears are every rent record's; collected is the payments that count
 * dated in `month` (YYYY-MM, the business day's month). The charts' figures (decision 129):
 * `maintenance` units, and `collections`, the last 12 months oldest first.
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
  maintenance: z.number().int(),
  collections: z.array(collectionsMonth),
});
export type ApartmentDashboard = z.infer<typeof apartmentDashboard>;

/** How far ahead the fleet dashboard looks for contracts coming to an end. */
export const ENDING_WITHIN_DAYS = 30;

/** An active contract ending soon, as the fleet dashboard lists it. */
export const endingContract = z.object({
  _id: z.string(),
  hirerName: z.string(),
  vehicleRegNum: z.string(),
  type: z.enum(CONTRACT_TYPES),
  endDate: z.string(),
});
export type EndingContract = z.infer<typeof endingContract>;

/**
 * `GET /api/dashboard/fleet`: the vehicle dashboard's figures, added up by the server
 * (docs/decisions/084-*): vehicles by type, the first vehicles for the cards, and the hire figures
 * (active contracts, their arrears in cedis, those ending within 30 days, soonest first).
 */
export const fleetDashboard = z.object({
  total: z.number().int(),
  byType: z.object(
    Object.fromEntries(VEHICLE_TYPES.map((type) => [type, z.number().int()])) as Record<
      VehicleType,
      z.ZodNumber
    >,
  ),
  vehicles: z.array(vehicleRecord),
  hire: z.object({
    active: z.number().int(),
    arrears: z.number(),
    ending: z.array(endingContract),
  }),
});
export type FleetDashboard = z.infer<typeof fleetDashboard>;
