/**
 * Import from Excel (docs/insight.md §4): what can be imported and the fields of each kind, with the
 * header the product's own export gives each one (the template's header row).
 */

export const IMPORT_KINDS = [
  'apartments',
  'rent_records',
  'payments',
  'vehicles',
  'maintenance',
  'expenses',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The kinds the screen offers, in its order. */
export const IMPORTABLE_KINDS: readonly ImportKind[] = IMPORT_KINDS;

/** At most this many data rows (the header not counted) and bytes per file (docs/insight.md §4). */
export const IMPORT_ROW_LIMIT = 5000;
export const IMPORT_BYTE_LIMIT = 5 * 1024 * 1024;
export const IMPORT_TOO_LARGE_MESSAGE = 'The file is larger than 5 MB.';
export const IMPORT_FILE_TYPES = '.xlsx,.csv';

export interface ImportField {
  /** The record's field, as the add form sends it. */
  field: string;
  /** The column the product's export (and the template) gives it. */
  header: string;
  required: boolean;
  /** An example value, shown in the template's notes. */
  example: string;
}

const f = (field: string, header: string, required: boolean, example: string): ImportField => ({
  field,
  header,
  required,
  example,
});

/** Every kind's fields, in the order of its export's columns. */
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  apartments: [
    f('title', 'Title', true, 'Unit A1'),
    f('price', 'Renting Price', true, '1500'),
    f('location', 'Location', true, 'East Legon, Accra'),
    f('description', 'Description', false, 'Two bedrooms, self-contained'),
    f('status', 'Apartment Status', false, 'Available'),
    f('tenant', 'Tenant', false, 'Kofi Asante'),
  ],
  rent_records: [
    f('tenantName', 'Tenant Name', true, 'Akosua Mensah'),
    f('tenantPhone', 'Phone', true, '024 111 2233'),
    f('roomDescription', 'Room Description', true, 'Room 4, block B'),
    f('rentedDate', 'Rented Date', true, '2026-01-01'),
    f('expirationDate', 'Rent Expiry Date', true, '2026-12-31'),
    f('noOfMonthsRented', 'No of Months Rented', true, '12'),
    f('amountPaidOnUtility', 'Utility', true, '150'),
    f('monthlyPrice', 'Monthly Price', true, '800'),
    f('status', 'Tenant Status', false, 'Active'),
    f('totalAmount', 'Total Amount', true, '9750'),
    f('apartmentId', 'Unit', false, 'Unit A1'),
    f('billing', 'Billing', false, 'In advance'),
  ],
  payments: [
    f('tenant', 'Tenant Name', true, 'Akosua Mensah'),
    f('amountPaid', 'Amount Paid', true, '800'),
    f('method', 'Payment Method', false, 'Mobile Money'),
    f('date', 'Date', true, '2026-02-01'),
    f('status', 'Status', false, 'Completed'),
    f('network', 'Network', false, 'MTN MoMo'),
    f('reference', 'Transaction ID', false, '1234567890'),
    f('payerPhone', 'Payer Phone', false, '024 111 2233'),
  ],
  vehicles: [
    f('vehicleType', 'Vehicle Type', true, 'Taxi'),
    f('make', 'Make', true, 'Toyota'),
    f('model', 'Model', true, 'Corolla'),
    f('vehicleRegNum', 'Registration Number', true, 'GR 2345-21'),
    f('chassisNum', 'Chassis Number', true, 'JTDBR32E720123456'),
    f('driverName', 'Driver Name', true, 'Kwame Boateng'),
    f('phone', 'Phone', true, '024 555 6677'),
    f('location', 'Location', true, 'Kaneshie, Accra'),
    f('licenseNum', 'License Number', true, 'DL-123456'),
    f('licenseType', 'License Type', true, 'Commercial'),
    f('licenseNumExp', 'License Expiry Date', true, '2027-06-30'),
  ],
  maintenance: [
    f('vehicleId', 'Vehicle Reg. No', true, 'GR 2345-21'),
    f('maintenanceDate', 'Date', true, '2026-03-15'),
    f('cost', 'Cost (GHC)', true, '450'),
    f('issue', 'Issues', true, 'Oil change, Brake pads'),
    f('status', 'Status', false, 'completed'),
    f('odometer', 'Odometer', false, '120500'),
  ],
  expenses: [
    f('date', 'Date', true, '2026-03-01'),
    f('category', 'Category', true, 'Repairs'),
    f('amount', 'Amount', true, '250'),
    f('target', 'Property or Vehicle', false, 'Unit A1'),
    f('payee', 'Payee', false, 'Kofi Plumbing'),
    f('method', 'Method', false, 'Cash'),
    f('reference', 'Reference', false, ''),
    f('note', 'Note', false, ''),
  ],
};

/** How the screen names each kind. */
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  apartments: 'Properties',
  rent_records: "Tenants' rent records",
  payments: 'Payments',
  vehicles: 'Vehicles',
  maintenance: 'Maintenance records',
  expenses: 'Expenses',
};

/** The template's file name per kind. */
export const importTemplateFile = (kind: ImportKind) => `Import_${kind}_template.xlsx`;

/** A header as matched: letters and digits only, lower case ('Cost (GHC)' ≡ 'cost ghc'). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
