import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  Building2,
  Car,
  ChartColumn,
  CreditCard,
  FileSpreadsheet,
  FileText,
  HandCoins,
  LayoutDashboard,
  Settings,
  ShieldCheck,
  Users,
  Wallet,
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
  /** Shown to Admins and Managers only (the roles that delete, DELETE_ROLES). */
  managersOnly?: boolean;
  /** A screen that only works with the server (nothing of it is saved): disabled offline (decision 144). */
  needsConnection?: boolean;
}

export interface NavSection {
  title: string;
  items: NavItem[];
}

/** Every module's alerts (docs/reminders.md §3), in both sidebars; the screen is in the apartment shell. */
const alerts: NavItem = { label: 'Alerts', to: routes.alerts, icon: Bell, match: [routes.alerts] };

/** Money out of units, vehicles and the business (docs/insight.md §1), in both sidebars; the screens are in the apartment shell. */
const expenses: NavItem = {
  label: 'Expenses',
  to: routes.expenses,
  icon: Wallet,
  match: [routes.expenses, routes.addExpense, routes.editExpense('')],
};
/** Profit and loss (docs/insight.md §2), in both sidebars, for every role; the screen is in the apartment shell. */
const reports: NavItem = { label: 'Reports', to: routes.reports, icon: ChartColumn, match: [routes.reports] };

const settings: NavItem = {
  label: 'Settings',
  to: routes.settings,
  icon: Settings,
  match: [routes.settings],
  adminOnly: true,
  needsConnection: true,
};

/** Import from Excel (docs/insight.md §4), beside Settings in both sidebars: Admin and Manager. */
const importData: NavItem = {
  label: 'Import from Excel',
  to: routes.importData,
  icon: FileSpreadsheet,
  match: [routes.importData],
  managersOnly: true,
  needsConnection: true,
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
          expenses,
          reports,
          alerts,
          { label: 'Go To Vehicle Dashboard', to: routes.vehiclesDashboard, icon: Car, match: [] },
        ],
      },
      { title: 'Management', items: [importData, settings] },
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
          expenses,
          reports,
          alerts,
          { label: 'Go To Apartment Dashboard', to: routes.apartmentsDashboard, icon: Building2, match: [] },
        ],
      },
      { title: 'Settings', items: [importData, settings] },
    ],
  },
};

export function isCurrent(item: NavItem, pathname: string): boolean {
  return item.match.some((path) =>
    path.endsWith('/') ? pathname.startsWith(path) : pathname === path || pathname.startsWith(`${path}/`),
  );
}
