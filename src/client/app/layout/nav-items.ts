import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  Building2,
  Car,
  ChartColumn,
  CreditCard,
  FileText,
  HandCoins,
  LayoutDashboard,
  Settings,
  ShieldCheck,
  Users,
  Wrench,
} from 'lucide-react';
import { routes } from '../../../shared/paths';

export type ShellVariant = 'apartment' | 'vehicle';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Paths (exact, or prefixes ending in '/') that belong to this section; empty: never current. */
  match: string[];
  adminOnly?: boolean;
}

export interface NavSection {
  title: string;
  items: NavItem[];
}

/** Every module's alerts (docs/reminders.md §3), in both sidebars; the screen is in the apartment shell. */
const alerts: NavItem = { label: 'Alerts', to: routes.alerts, icon: Bell, match: [routes.alerts] };

/** Profit and loss (docs/insight.md §2), in both sidebars, for every role; the screen is in the apartment shell. */
const reports: NavItem = { label: 'Reports', to: routes.reports, icon: ChartColumn, match: [routes.reports] };

const settings: NavItem = {
  label: 'Settings',
  to: routes.settings,
  icon: Settings,
  match: [routes.settings],
  adminOnly: true,
};

export const NAV: Record<ShellVariant, { heading: string; sections: NavSection[] }> = {
  apartment: {
    heading: 'Property Manager',
    sections: [
      {
        title: 'Main',
        items: [
          {
            label: 'Dashboard',
            to: routes.apartmentsDashboard,
            icon: LayoutDashboard,
            match: [routes.apartmentsDashboard],
          },
          {
            label: 'Properties',
            to: routes.apartments,
            icon: Building2,
            match: [routes.apartments, routes.addProperty, routes.editApartment('')],
          },
          {
            label: 'Tenants',
            to: routes.tenants,
            icon: Users,
            // routes.tenant('') is a prefix of the tenant pages and their edit screens.
            match: [routes.tenants, routes.addTenant, routes.tenant('')],
          },
          {
            label: 'Payments',
            to: routes.payments,
            icon: CreditCard,
            match: [routes.payments, routes.addPayment, routes.editPayment('')],
          },
          { label: 'Arrears', to: routes.arrears, icon: HandCoins, match: [routes.arrears] },
          reports,
          alerts,
          { label: 'Go To Vehicle Dashboard', to: routes.vehiclesDashboard, icon: Car, match: [] },
        ],
      },
      { title: 'Management', items: [settings] },
    ],
  },
  vehicle: {
    heading: 'Fleet Manager',
    sections: [
      {
        title: 'Main',
        items: [
          {
            label: 'Dashboard',
            to: routes.vehiclesDashboard,
            icon: LayoutDashboard,
            match: [routes.vehiclesDashboard],
          },
          {
            label: 'Vehicles',
            to: routes.vehicles,
            icon: Car,
            // routes.vehicle('') is a prefix of the vehicle pages.
            match: [routes.vehicles, routes.addVehicle, routes.editVehicle(''), routes.vehicle('')],
          },
          {
            label: 'Maintenance',
            to: routes.maintenance,
            icon: Wrench,
            match: [routes.maintenance, routes.addMaintenance, routes.editMaintenance('')],
          },
          {
            label: 'Contracts',
            to: routes.contracts,
            icon: FileText,
            // routes.contract('') and routes.editContract('') are prefixes of the contract pages.
            match: [routes.contracts, routes.addContract, routes.editContract(''), routes.contract('')],
          },
          {
            label: 'Remittances',
            to: routes.remittances,
            icon: HandCoins,
            // A remittance's receipt belongs to the day's money.
            match: [routes.remittances, routes.vehicleReceipt('')],
          },
          { label: 'Compliance', to: routes.compliance, icon: ShieldCheck, match: [routes.compliance] },
          reports,
          alerts,
          { label: 'Go To Apartment Dashboard', to: routes.apartmentsDashboard, icon: Building2, match: [] },
        ],
      },
      { title: 'Settings', items: [settings] },
    ],
  },
};

export function isCurrent(item: NavItem, pathname: string): boolean {
  return item.match.some((path) =>
    path.endsWith('/') ? pathname.startsWith(path) : pathname === path || pathname.startsWith(`${path}/`),
  );
}
