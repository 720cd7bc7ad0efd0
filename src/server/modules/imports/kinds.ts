/**
 * Each importable kind (docs/insight.md §4): the headers its columns may carry besides its export's
 * own, how a row's cells become the kind's create body (the shared create schema judges it, so the
 * messages are the add form's), what makes a row look like a stored record, and the service that
 * creates it: the same rules, receipts, figures and audit events as a record entered by hand.
 */
import type { z } from 'zod';
import { APARTMENT_STATUSES } from '../../../shared/apartments';
import { isIsoDate, toDay } from '../../../shared/dates';
import { EXPENSE_CATEGORIES, VEHICLE_EXPENSE_CATEGORIES } from '../../../shared/expenses';
import { BILLINGS, MOMO_NETWORKS } from '../../../shared/ledger';
import { toPesewas } from '../../../shared/money';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../shared/payments';
import { TENANT_STATUSES } from '../../../shared/rent-records';
import { addApartmentBody } from '../../../shared/schemas/apartments';
import { expenseCreateBody } from '../../../shared/schemas/expenses';
import type { ImportKind } from '../../../shared/schemas/imports';
import { maintenanceCreateBody } from '../../../shared/schemas/maintenance';
import { addPaymentBody } from '../../../shared/schemas/payments';
import { addRentRecordBody } from '../../../shared/schemas/rent-records';
import { regNumKey, vehicleCreateBody } from '../../../shared/schemas/vehicles';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { apartmentsService } from '../apartments';
import { expensesService } from '../expenses';
import { maintenanceService } from '../maintenance';
import { paymentsService } from '../payments';
import { rentRecordsService } from '../rent-records';
import { vehiclesService } from '../vehicles';
import { cedisText, choiceText, dayText, nameKey, squeeze } from './cells';
import { importLookups } from './repository';

/** A row's cells by the record's field ('' when blank or not mapped). */
export type FieldValues = Record<string, string>;

/** A problem of one field, before it is given its column's header. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** What the whole file needs looked up once: references by name, and the stored records' keys. */
export interface Lookups {
  /** The stored record each duplicate key belongs to. */
  existing: Map<string, string>;
  units?: Map<string, string[]>;
  vehicles?: Map<string, string>;
  tenants?: Map<string, { id: string; rentedDate: string; expirationDate: string }[]>;
}

export interface KindDefinition {
  /** Headers a column may carry for each field, besides the export's own (matched by `headerKey`). */
  aliases: Record<string, readonly string[]>;
  /** The shared create schema: its messages are the product's own. */
  schema: z.ZodType;
  load(ctx: ReadContext, rows: FieldValues[]): Promise<Lookups>;
  /** The create body's raw input (blank cells left out), with references resolved or refused. */
  toInput(
    values: FieldValues,
    lookups: Lookups,
  ): { input: Record<string, unknown>; problems: FieldProblem[] };
  /** The field a schema issue's path names. */
  fieldOf?(path: readonly PropertyKey[]): string;
  /** What makes two rows, or a row and a stored record, look like the same record. */
  key(body: never): string;
  create(ctx: ServiceContext, body: never): Promise<unknown>;
}

/** The cells of `fields` that are not blank, by field: a blank cell is a field not sent. */
function present(
  values: FieldValues,
  fields: readonly string[],
  convert: Record<string, (v: string) => unknown> = {},
) {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const text = values[field]?.trim() ?? '';
    if (text !== '') input[field] = convert[field] ? convert[field](text) : text;
  }
  return input;
}

const dayRange = (rows: FieldValues[], field: string) => {
  const days = rows
    .map((row) => dayText(row[field] ?? ''))
    .filter(isIsoDate)
    .map(toDay)
    .sort();
  return { from: days[0] ?? '9999-12-31', to: days[days.length - 1] ?? '0000-01-01' };
};

/** A reference by name that names nothing, or several records. */
const unknownUnit = (title: string) => `No property is titled "${title}"`;
const severalUnits = (title: string) =>
  `Several properties are titled "${title}": give them different titles before importing`;

const apartments: KindDefinition = {
  aliases: {
    title: ['Name', 'Property', 'Apartment', 'Unit', 'Property Name'],
    price: ['Price', 'Rent', 'Monthly Rent', 'Rent Price'],
    location: ['Address', 'Area'],
    description: ['Details', 'Notes'],
    status: ['Status'],
    tenant: ['Tenant Name', 'Occupant'],
  },
  schema: addApartmentBody,
  async load(ctx) {
    const existing = new Map<string, string>();
    for (const unit of await importLookups(ctx).units()) existing.set(nameKey(unit.title), unit.id);
    return { existing };
  },
  toInput(values) {
    const input = present(values, ['title', 'price', 'location', 'description', 'status', 'tenant'], {
      price: cedisText,
      status: (text) => choiceText(text, APARTMENT_STATUSES),
    });
    return { input, problems: [] };
  },
  key: (body: z.output<typeof addApartmentBody>) => nameKey(body.title),
  create: (ctx, body: z.output<typeof addApartmentBody>) => apartmentsService.create(ctx, body),
};

type RentRecordBody = Exclude<z.output<typeof addRentRecordBody>, undefined>;

const rentRecords: KindDefinition = {
  aliases: {
    tenantName: ['Name', 'Tenant', 'Full Name'],
    tenantPhone: ['Tenant Phone', 'Phone Number', 'Telephone', 'Mobile', 'Contact'],
    roomDescription: ['Room', 'Description'],
    rentedDate: ['Start Date', 'Date Rented', 'Move In Date', 'From'],
    expirationDate: ['Expiry Date', 'Expiration Date', 'End Date', 'To'],
    noOfMonthsRented: ['Months', 'Months Rented', 'No. of Months', 'Number of Months'],
    amountPaidOnUtility: ['Utilities', 'Amount Paid on Utility'],
    monthlyPrice: ['Monthly Rent', 'Rent', 'Price'],
    totalAmount: ['Total'],
    status: ['Status'],
    apartmentId: ['Apartment', 'Property', 'Unit Title'],
    billing: ['Billing Mode'],
  },
  schema: addRentRecordBody,
  async load(ctx) {
    const lookups = importLookups(ctx);
    const units = new Map<string, string[]>();
    for (const unit of await lookups.units()) {
      const key = nameKey(unit.title);
      units.set(key, [...(units.get(key) ?? []), unit.id]);
    }
    const existing = new Map<string, string>();
    for (const record of await lookups.tenancies())
      existing.set(tenancyKey(record.tenantPhone, record.apartmentId, record.rentedDate), record.id);
    return { existing, units };
  },
  toInput(values, lookups) {
    const input = present(
      values,
      [
        'tenantName',
        'tenantPhone',
        'roomDescription',
        'rentedDate',
        'expirationDate',
        'noOfMonthsRented',
        'amountPaidOnUtility',
        'monthlyPrice',
        'totalAmount',
        'status',
        'billing',
      ],
      {
        rentedDate: dayText,
        expirationDate: dayText,
        amountPaidOnUtility: cedisText,
        monthlyPrice: cedisText,
        totalAmount: cedisText,
        status: (text) => choiceText(text, TENANT_STATUSES),
        billing: (text) => choiceText(text, BILLINGS, { 'in advance': 'advance' }),
      },
    );
    const problems: FieldProblem[] = [];
    const title = squeeze(values.apartmentId ?? '');
    if (title !== '') {
      const ids = lookups.units?.get(nameKey(title)) ?? [];
      if (ids.length === 1) input.apartmentId = ids[0];
      else
        problems.push({
          field: 'apartmentId',
          message: ids.length ? severalUnits(title) : unknownUnit(title),
        });
    }
    return { input, problems };
  },
  key: (body: RentRecordBody) => tenancyKey(body.tenantPhone, body.apartmentId ?? null, body.rentedDate),
  create: (ctx, body: RentRecordBody) => {
    const { payment: _none, ...fields } = body;
    return rentRecordsService.create(ctx, fields);
  },
};

function tenancyKey(phone: string, unitId: string | null | undefined, rentedDate: string) {
  return `${phone}|${unitId ?? ''}|${toDay(rentedDate)}`;
}

type PaymentBody = z.output<typeof addPaymentBody>;

const payments: KindDefinition = {
  aliases: {
    tenant: ['Tenant', 'Name', 'Paid By'],
    amountPaid: ['Amount', 'Paid', 'Amount (GHC)'],
    method: ['Method', 'Paid Via', 'Mode'],
    date: ['Payment Date', 'Date Paid'],
    status: ['Payment Status'],
    network: ['MoMo Network', 'Mobile Network'],
    reference: ['Reference', 'Ref', 'MoMo Reference', 'Transaction Id', 'Transaction Reference'],
    payerPhone: ['Payer', 'Paid From'],
  },
  schema: addPaymentBody,
  async load(ctx, rows) {
    const lookups = importLookups(ctx);
    const tenants = new Map<string, { id: string; rentedDate: string; expirationDate: string }[]>();
    for (const record of await lookups.tenancies()) {
      const key = nameKey(record.tenantName);
      tenants.set(key, [...(tenants.get(key) ?? []), record]);
    }
    const existing = new Map<string, string>();
    const { from, to } = dayRange(rows, 'date');
    for (const payment of await lookups.payments(from, to))
      existing.set(
        paymentKey(payment.tenantId, payment.date, payment.pesewas, payment.reference),
        payment.id,
      );
    return { existing, tenants };
  },
  toInput(values, lookups) {
    const input = present(
      values,
      ['amountPaid', 'method', 'date', 'status', 'network', 'reference', 'payerPhone'],
      {
        amountPaid: cedisText,
        date: dayText,
        method: (text) => choiceText(text, PAYMENT_METHODS, { momo: 'Mobile Money', bank: 'Bank Transfer' }),
        status: (text) => choiceText(text, PAYMENT_STATUSES),
        network: (text) =>
          choiceText(text, MOMO_NETWORKS, {
            mtn: 'MTN MoMo',
            telecel: 'Telecel Cash',
            vodafone: 'Telecel Cash',
            'vodafone cash': 'Telecel Cash',
            airteltigo: 'AirtelTigo Money',
          }),
      },
    );
    const problems: FieldProblem[] = [];
    const name = squeeze(values.tenant ?? '');
    if (name !== '') {
      const tenant = tenantNamed(lookups, name, typeof input.date === 'string' ? toDay(input.date) : '');
      if (typeof tenant === 'string') input.tenant = tenant;
      else problems.push({ field: 'tenant', message: tenant.problem });
    }
    return { input, problems };
  },
  key: (body: PaymentBody) =>
    paymentKey(body.tenant, body.date, toPesewas(body.amountPaid) ?? 0, body.reference ?? null),
  create: (ctx, body: PaymentBody) => paymentsService.create(ctx, body),
};

function paymentKey(
  tenantId: string | null,
  date: string,
  pesewas: number,
  reference: string | null | undefined,
) {
  return `${tenantId ?? ''}|${toDay(date)}|${pesewas}|${reference ?? ''}`;
}

/**
 * The rent record a payment's tenant name means (decision 136): the only one so named, else the one
 * of them whose tenancy covers the payment's date.
 */
function tenantNamed(lookups: Lookups, name: string, day: string): string | { problem: string } {
  const named = lookups.tenants?.get(nameKey(name)) ?? [];
  if (named.length === 0) return { problem: `No tenant is named "${name}"` };
  if (named.length === 1) return named[0]?.id ?? '';
  const covering = named.filter(
    (record) => toDay(record.rentedDate) <= day && day <= toDay(record.expirationDate),
  );
  if (covering.length === 1) return covering[0]?.id ?? '';
  return {
    problem: `Several tenants are named "${name}" and ${covering.length ? 'more than one' : 'none'} of their tenancies covers the payment's date`,
  };
}

type VehicleBody = z.output<typeof vehicleCreateBody>;

const vehicles: KindDefinition = {
  aliases: {
    vehicleType: ['Type'],
    vehicleRegNum: [
      'Reg No',
      'Reg. No',
      'Registration',
      'Registration No',
      'Plate',
      'Number Plate',
      'Vehicle Reg. No',
    ],
    chassisNum: ['Chassis', 'Chassis No', 'VIN'],
    driverName: ['Driver'],
    phone: ['Driver Phone', 'Phone Number', 'Contact'],
    location: ['Address', 'Area'],
    licenseNum: ['Licence Number', 'License No', 'Licence No', "Driver's License"],
    licenseType: ['Licence Type'],
    licenseNumExp: ['Licence Expiry Date', 'License Expiry', 'Licence Expiry', 'License Expiration'],
  },
  schema: vehicleCreateBody,
  async load(ctx) {
    const existing = new Map<string, string>();
    for (const vehicle of await importLookups(ctx).vehicles()) existing.set(vehicle.regKey, vehicle.id);
    return { existing };
  },
  toInput(values) {
    const input = present(
      values,
      [
        'vehicleType',
        'make',
        'model',
        'vehicleRegNum',
        'chassisNum',
        'driverName',
        'licenseNum',
        'licenseType',
        'licenseNumExp',
      ],
      { licenseNumExp: dayText },
    );
    const contact = present(values, ['phone', 'location']);
    input.contactDetails = contact;
    return { input, problems: [] };
  },
  fieldOf: (path) => (path[0] === 'contactDetails' ? String(path[1] ?? 'phone') : String(path[0] ?? '')),
  key: (body: VehicleBody) => regNumKey(body.vehicleRegNum),
  create: (ctx, body: VehicleBody) => vehiclesService.create(ctx, body),
};

type MaintenanceBody = z.output<typeof maintenanceCreateBody>;

const maintenance: KindDefinition = {
  aliases: {
    vehicleId: ['Vehicle', 'Registration Number', 'Reg No', 'Reg. No', 'Vehicle Registration', 'Plate'],
    maintenanceDate: ['Maintenance Date', 'Date Done'],
    cost: ['Cost', 'Amount', 'Cost GHC'],
    issue: ['Issue', 'Work Done', 'Description', 'Repairs'],
    status: ['Maintenance Status'],
    odometer: ['Odometer (km)', 'Mileage', 'km'],
  },
  schema: maintenanceCreateBody,
  async load(ctx, rows) {
    const lookups = importLookups(ctx);
    const vehicles = new Map<string, string>();
    for (const vehicle of await lookups.vehicles()) vehicles.set(vehicle.regKey, vehicle.id);
    const existing = new Map<string, string>();
    const { from, to } = dayRange(rows, 'maintenanceDate');
    for (const record of await lookups.maintenance(from, to))
      existing.set(maintenanceKey(record.vehicleId, record.date, record.pesewas), record.id);
    return { existing, vehicles };
  },
  toInput(values, lookups) {
    const input = present(values, ['maintenanceDate', 'cost', 'status', 'odometer'], {
      maintenanceDate: dayText,
      cost: cedisText,
      odometer: (text) => text.replace(/,/g, ''),
    });
    // The export joins a record's issues with ', ' (maintenance/export-columns.ts).
    const issues = (values.issue ?? '')
      .split(/,\s+|\n/)
      .map((text) => text.trim())
      .filter(Boolean);
    if (issues.length > 0) input.issue = issues;
    const problems: FieldProblem[] = [];
    const plate = squeeze(values.vehicleId ?? '');
    if (plate !== '') {
      const id = lookups.vehicles?.get(regNumKey(plate));
      if (id) input.vehicleId = id;
      else problems.push({ field: 'vehicleId', message: `No vehicle has the registration number ${plate}` });
    }
    return { input, problems };
  },
  fieldOf: (path) => String(path[0] ?? ''),
  key: (body: MaintenanceBody) =>
    maintenanceKey(body.vehicleId, body.maintenanceDate, toPesewas(body.cost) ?? 0),
  create: (ctx, body: MaintenanceBody) => maintenanceService.create(ctx, body),
};

function maintenanceKey(vehicleId: string | null, date: string, pesewas: number) {
  return `${vehicleId ?? ''}|${toDay(date)}|${pesewas}`;
}

type ExpenseBody = z.output<typeof expenseCreateBody>;

/** Vehicle-only categories: a name both a unit and a plate carry goes to the vehicle with one of these. */
const VEHICLE_ONLY = new Set<string>(
  VEHICLE_EXPENSE_CATEGORIES.filter((category) => !['Repairs', 'Other'].includes(category)),
);

const expenses: KindDefinition = {
  aliases: {
    date: ['Expense Date', 'Date Paid', 'Day'],
    category: ['Type', 'Expense Type', 'Expense Category'],
    amount: ['Cost', 'Amount (GHC)', 'Amount Paid', 'Cost (GHC)'],
    target: ['Property', 'Vehicle', 'Unit', 'Property/Vehicle', 'For', 'Apartment', 'Registration Number'],
    payee: ['Paid To', 'Supplier', 'Vendor'],
    method: ['Payment Method', 'Paid Via'],
    reference: ['Ref', 'Receipt', 'Receipt No', 'Transaction ID'],
    note: ['Notes', 'Description', 'Details', 'Comment'],
  },
  schema: expenseCreateBody,
  async load(ctx, rows) {
    const lookups = importLookups(ctx);
    const units = new Map<string, string[]>();
    for (const unit of await lookups.units()) {
      const key = nameKey(unit.title);
      units.set(key, [...(units.get(key) ?? []), unit.id]);
    }
    const vehicles = new Map<string, string>();
    for (const vehicle of await lookups.vehicles()) vehicles.set(vehicle.regKey, vehicle.id);
    const existing = new Map<string, string>();
    const { from, to } = dayRange(rows, 'date');
    for (const expense of await lookups.expenses(from, to))
      existing.set(expenseKey(expense.date, expense.pesewas, expense.category, expense.payee), expense.id);
    return { existing, units, vehicles };
  },
  toInput(values, lookups) {
    const input = present(values, ['date', 'category', 'amount', 'payee', 'method', 'reference', 'note'], {
      date: dayText,
      amount: cedisText,
      category: (text) => choiceText(text, EXPENSE_CATEGORIES),
      method: (text) => choiceText(text, PAYMENT_METHODS, { momo: 'Mobile Money', bank: 'Bank Transfer' }),
    });
    const problems: FieldProblem[] = [];
    const name = squeeze(values.target ?? '');
    if (name !== '') {
      const units = lookups.units?.get(nameKey(name)) ?? [];
      const vehicle = regNumKey(name) ? lookups.vehicles?.get(regNumKey(name)) : undefined;
      const forVehicle = VEHICLE_ONLY.has(String(input.category ?? ''));
      if (vehicle && (units.length === 0 || forVehicle)) input.vehicleId = vehicle;
      else if (units.length === 1) input.apartmentId = units[0];
      else
        problems.push({
          field: 'target',
          message: units.length > 1 ? severalUnits(name) : `No property or vehicle is named "${name}"`,
        });
    }
    return { input, problems };
  },
  fieldOf: (path) =>
    path[0] === 'apartmentId' || path[0] === 'vehicleId' ? 'target' : String(path[0] ?? ''),
  key: (body: ExpenseBody) => expenseKey(body.date, toPesewas(body.amount) ?? 0, body.category, body.payee),
  create: (ctx, body: ExpenseBody) => expensesService.create(ctx, body),
};

function expenseKey(date: string, pesewas: number, category: string, payee: string) {
  return `${toDay(date)}|${pesewas}|${category}|${nameKey(payee)}`;
}

/** Every kind the server imports (docs/insight.md §4). */
export const KIND_DEFINITIONS: Partial<Record<ImportKind, KindDefinition>> = {
  apartments,
  rent_records: rentRecords,
  payments,
  vehicles,
  maintenance,
  expenses,
};
