/**
 * The one table of the API behind both quality suites (docs/decisions/040-quality-suites.md): for
 * every endpoint, who may call it (docs/product.md §3), a call that succeeds, and what its body, query and
 * id are made of. Both suites compare this table with the routes the app really registers, so an
 * endpoint added without a row here fails them.
 */
import { ADMIN_ROLES, DELETE_ROLES, ROLES, type Role } from '../../shared/constants';
import { api } from '../../shared/paths';
import { MAX_KM } from '../../shared/vehicle-papers';
import { newId } from '../lib/ids';
import { NAMED_PARAMS, routePattern } from '../lib/route-pattern';
import { apartmentBody, rentRecordBody, uniqueName } from '../modules/apartments/test-data';
import { remittanceBody, rentalBody } from '../modules/contracts/test-data';
import { expenseBody } from '../modules/expenses/test-data';
import { odometerBody } from '../modules/odometer/test-data';
import { scheduleBody } from '../modules/service-schedules/test-data';
import { documentBody } from '../modules/vehicle-documents/test-data';
import { vehicleBody } from '../modules/vehicles/test-data';
import {
  type Call,
  type Caller,
  listedBackup,
  type Method,
  PASSWORD,
  type QualityContext,
  type Resource,
  type TableName,
} from './harness';
import {
  choice,
  count,
  date,
  dayParam,
  email,
  type FieldKind,
  flag,
  money,
  object,
  optionalText,
  password,
  phone,
  ref,
  rows,
  search,
  text,
  texts,
  timezone,
  weekdays,
} from './hostile-values';

export type ApiKey = keyof typeof api;

/** `public`: anyone, signed in or not; otherwise the roles that may call it (the others get 403, nobody 401). */
export type Allowed = 'public' | readonly Role[];
const SIGNED_IN: readonly Role[] = ROLES;

/** What a successful call may change; anything else changing is a failure. */
export type Effect =
  | { kind: 'read' }
  /** New rows only, in these tables. */
  | { kind: 'create'; tables: TableName[] }
  /** Rows of these tables that mention the call's target. */
  | { kind: 'update'; tables: TableName[] }
  /** Rows that mention the target are removed (or lose their link to it). */
  | { kind: 'delete'; tables: TableName[] }
  /** Sign-in bookkeeping. */
  | { kind: 'session'; tables: TableName[] };

export interface Scenario {
  allowed: Allowed;
  /** What an allowed caller gets for the valid call: 200, unless a business rule answers otherwise. */
  success?: number;
  /** A call an allowed caller makes successfully. Called once per request: it makes fresh targets. */
  valid(ctx: QualityContext, caller: Caller): Promise<Call>;
}

export interface Endpoint extends Scenario {
  apiKey: ApiKey;
  method: Method;
  /** Further calls through the same route with rules of their own (user management). */
  variants?: (Scenario & { name: string })[];
  /** The kind of record the route's `:id` names; ids of every other kind must be 404. */
  id?: Resource;
  /** Other kinds of record the `:id` may name as well (a receipt is a payment's or a remittance's). */
  alsoIds?: Resource[];
  /** Body fields by dotted path, each receiving the hostile values of its kind. */
  body?: Record<string, FieldKind>;
  query?: Record<string, FieldKind>;
  /** The body may be left out altogether (old clients void a payment without one). */
  optionalBody?: boolean;
  /** The saved record inside a success answer, where accepted text is read back. */
  record?: (json: Record<string, unknown>) => unknown;
  effect: Effect;
  /** Tables a refused call may still write: failed sign-ins are counted on purpose (throttling). */
  refusalWrites?: TableName[];
  /**
   * Tables holding values derived from what the call writes, which it keeps in step in the same
   * transaction (a contract's paid sum follows its remittances): their rows may change too.
   */
  keepsInStep?: TableName[];
  /** Who sends the hostile cases; by default the first allowed role, or nobody for public routes. */
  hostileCaller?: Caller;
  /** Takes a multipart body (the import's file, decision 138) instead of JSON. */
  multipart?: boolean;
}

/** The route as Fastify registers it: `/api/get/apartment_property/:id`, no trailing slash. */
export function routeOf(apiKey: ApiKey): string {
  const path: string | ((...ids: string[]) => string) = api[apiKey];
  return typeof path === 'function'
    ? routePattern(path, ...(NAMED_PARAMS[apiKey] ?? []))
    : path.replace(/\/$/, '');
}

export const keyOf = (endpoint: Pick<Endpoint, 'apiKey' | 'method'>) =>
  `${endpoint.method} ${routeOf(endpoint.apiKey)}`;

/** The URL of an id route for a given (already encoded) last segment. */
export function urlWithId(apiKey: ApiKey, segment: string): string {
  const path: string | ((...ids: string[]) => string) = api[apiKey];
  if (typeof path !== 'function') throw new Error(`${apiKey} takes no id`);
  return routePattern(path).replace(':id', segment);
}

/** The URL of a route that takes no id. */
function plainUrl(apiKey: ApiKey): string {
  const path: string | ((...ids: string[]) => string) = api[apiKey];
  if (typeof path !== 'string') throw new Error(`${apiKey} takes an id`);
  return path;
}

/**
 * Tables any accepted write may also touch, whatever it writes: the list cache's counters
 * (lib/service-context.ts), the audit log, and the totals that triggers keep: the payments' and
 * remittances' by day, the rent records' and maintenance jobs' by group (proved equal to the rows by
 * db/day-totals.test.ts and db/record-totals.test.ts). Reads and refusals must leave them alone too.
 */
export const BOOKKEEPING: TableName[] = [
  'list_versions',
  'audit_events',
  'receipt_counters',
  'day_totals',
  'rent_record_totals',
  'maintenance_totals',
  'payment_totals',
  'remittance_totals',
];

const READ: Effect = { kind: 'read' };

/** A csv of one property sent as the import screen sends it: multipart, the file in `file`. */
export function importCall(url: string, title: string): Call {
  const boundary = 'import-boundary-7f3a';
  const csv = `Title,Renting Price,Location\r\n${title},1500,Madina\r\n`;
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="flats.csv"\r\n` +
    `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return { method: 'POST', url, raw: { payload, contentType: `multipart/form-data; boundary=${boundary}` } };
}

const get = (url: string) => async (): Promise<Call> => ({ method: 'GET', url });
const getOne =
  (apiKey: ApiKey, resource: Resource) =>
  async (ctx: QualityContext): Promise<Call> => ({
    method: 'GET',
    url: urlWithId(apiKey, ctx.fixtures[resource]),
  });
const deleteFresh =
  (apiKey: ApiKey, make: (ctx: QualityContext) => Promise<string>) =>
  async (ctx: QualityContext): Promise<Call> => {
    const target = await make(ctx);
    return { method: 'DELETE', url: urlWithId(apiKey, target), target };
  };

/**
 * The key of an alert in the feed that nobody has marked: a fresh vehicle whose driver's licence has
 * expired, so each call has an alert of its own.
 */
async function freshAlertKey(ctx: QualityContext): Promise<string> {
  const added = await ctx.send(
    { method: 'POST', url: api.addVehicle, body: vehicleBody({ licenseNumExp: '2026-01-31' }) },
    'Admin',
  );
  const vehicleId = (added.json() as { _id: string })._id;
  const feed = (await ctx.send({ method: 'GET', url: api.alerts }, 'Admin')).json() as {
    kind: string;
    key: string;
    subject: { _id: string; vehicleId?: string };
  }[];
  const alert = feed.find(
    (each) =>
      each.kind === 'licence_expiry' &&
      (each.subject._id === vehicleId || each.subject.vehicleId === vehicleId),
  );
  if (!alert) throw new Error(`no licence alert for the fresh vehicle ${vehicleId}`);
  return alert.key;
}

/** The backups' answer to an allowed caller: on PostgreSQL they are the database's own (409). */
const BACKUPS_SUCCESS = process.env.TEST_DATABASE_URL ? 409 : 200;

/** The routes every record kind has alike: its list or export, one record by id, and delete. */
const readAll = (apiKey: ApiKey, query?: Record<string, FieldKind>): Endpoint => ({
  apiKey,
  method: 'GET',
  allowed: SIGNED_IN,
  valid: get(plainUrl(apiKey)),
  ...(query ? { query } : {}),
  effect: READ,
});
const readOne = (apiKey: ApiKey, id: Resource): Endpoint => ({
  apiKey,
  method: 'GET',
  allowed: SIGNED_IN,
  id,
  valid: getOne(apiKey, id),
  effect: READ,
});
const deleteOne = (
  apiKey: ApiKey,
  id: Resource,
  make: (ctx: QualityContext) => Promise<string>,
  tables: TableName[],
): Endpoint => ({
  apiKey,
  method: 'DELETE',
  allowed: DELETE_ROLES,
  id,
  valid: deleteFresh(apiKey, make),
  effect: { kind: 'delete', tables },
});

/** What an add or edit row says of its route: a valid body, its fields, and the tables it writes. */
interface WriteSpec {
  body: (ctx: QualityContext) => object;
  fields: Record<string, FieldKind>;
  tables: TableName[];
  record?: Endpoint['record'];
}

/** Adding a record, which every signed-in role may do: new rows in `spec.tables`. */
const addOne = (apiKey: ApiKey, spec: WriteSpec): Endpoint => ({
  apiKey,
  method: 'POST',
  allowed: SIGNED_IN,
  valid: async (ctx) => ({ method: 'POST', url: plainUrl(apiKey), body: spec.body(ctx) }),
  body: spec.fields,
  ...(spec.record ? { record: spec.record } : {}),
  effect: { kind: 'create', tables: spec.tables },
});

/** Editing the fixture record of kind `id`, which every signed-in role may do. */
const editOne = (apiKey: ApiKey, id: Resource, spec: WriteSpec): Endpoint => ({
  apiKey,
  method: 'PUT',
  allowed: SIGNED_IN,
  id,
  valid: async (ctx) => ({
    method: 'PUT',
    url: urlWithId(apiKey, ctx.fixtures[id]),
    body: spec.body(ctx),
    target: ctx.fixtures[id],
  }),
  body: spec.fields,
  ...(spec.record ? { record: spec.record } : {}),
  effect: { kind: 'update', tables: spec.tables },
});

/** Adding a record to the fixture vehicle that the path names, which every signed-in role may do. */
const addToVehicle = (apiKey: ApiKey, spec: WriteSpec): Endpoint => ({
  apiKey,
  method: 'POST',
  allowed: SIGNED_IN,
  id: 'vehicle',
  valid: async (ctx) => ({
    method: 'POST',
    url: urlWithId(apiKey, ctx.fixtures.vehicle),
    body: spec.body(ctx),
  }),
  body: spec.fields,
  ...(spec.record ? { record: spec.record } : {}),
  effect: { kind: 'create', tables: spec.tables },
});

/**
 * Cash control (docs/decisions/113-cash-control.md): Staff change the amount, day or method of a
 * payment or remittance only on the day they recorded it themselves. An edit's valid call names, for
 * Staff, one the caller has just recorded; for a Manager or an Admin, the fixture (they change any).
 * The variants name one an Admin recorded, or one the caller recorded the day before.
 */
type MoneyRecord = 'payment' | 'remittance';

async function recordedByCaller(ctx: QualityContext, caller: Caller, kind: MoneyRecord): Promise<string> {
  if (caller === 'signedOut') return ctx.fixtures[kind];
  const call: Call =
    kind === 'payment'
      ? {
          method: 'POST',
          url: api.addPayment,
          body: { tenant: ctx.fixtures.rentRecord, amountPaid: 500, method: 'Cash', date: '2026-02-01' },
        }
      : { method: 'POST', url: api.remittances, body: remittanceBody(ctx.fixtures.contract) };
  const response = await ctx.send(call, caller);
  if (response.statusCode !== 200)
    throw new Error(`${kind} by ${caller}: ${response.statusCode} ${response.body}`);
  return response.json()._id;
}

/** A record the caller recorded, moved back a day in the database: as if recorded yesterday. */
async function recordedYesterday(ctx: QualityContext, caller: Caller, kind: MoneyRecord): Promise<string> {
  const id = caller === 'signedOut' ? await ctx.create[kind]() : await recordedByCaller(ctx, caller, kind);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await ctx.db
    .updateTable(kind === 'payment' ? 'payments' : 'remittances')
    .set({ created_at: yesterday })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The edit's own call, then its cash-control variants (Admin and Manager only). */
function cashControlled(
  apiKey: ApiKey,
  kind: MoneyRecord,
  body: (ctx: QualityContext) => object,
): Pick<Endpoint, 'valid' | 'variants'> {
  const editOf = async (target: string, ctx: QualityContext): Promise<Call> => ({
    method: 'PUT',
    url: urlWithId(apiKey, target),
    body: body(ctx),
    target,
  });
  return {
    valid: async (ctx, caller) =>
      editOf(caller === 'Staff' ? await recordedByCaller(ctx, caller, kind) : ctx.fixtures[kind], ctx),
    variants: [
      {
        name: `money of a ${kind} someone else recorded`,
        allowed: DELETE_ROLES,
        valid: async (ctx) => editOf(await ctx.create[kind](), ctx),
      },
      {
        name: `money of a ${kind} recorded yesterday`,
        allowed: DELETE_ROLES,
        valid: async (ctx, caller) => editOf(await recordedYesterday(ctx, caller, kind), ctx),
      },
    ],
  };
}

const userOf = (ctx: QualityContext, caller: Caller) =>
  ctx.sessions[caller === 'signedOut' ? 'Staff' : caller].user;

const apartmentFields = (edit: boolean): Record<string, FieldKind> => ({
  title: text(200),
  location: text(200),
  price: money(),
  status: choice(false),
  description: edit ? text(2000) : optionalText(2000),
  tenant: optionalText(200),
});

const rentRecordFields: Record<string, FieldKind> = {
  tenantName: text(200),
  tenantPhone: phone(),
  roomDescription: text(500),
  rentedDate: date(),
  expirationDate: date(),
  noOfMonthsRented: count(1, 600),
  amountPaidOnUtility: money(),
  monthlyPrice: money(),
  totalAmount: money(),
  status: choice(false),
  apartmentId: ref('apartment', false),
  apartment: ref('apartment', false),
  billing: choice(false),
};

const vehicleFields = (edit: boolean): Record<string, FieldKind> => ({
  vehicleType: choice(!edit),
  make: text(100),
  model: text(100),
  vehicleRegNum: text(20, 'normalised'),
  chassisNum: text(50),
  maintenanceHist: rows(200),
  'maintenanceHist.0.hist': text(500),
  'maintenanceHist.0.date': date(),
  driverName: text(100),
  contactDetails: object(),
  'contactDetails.phone': phone(),
  'contactDetails.location': text(200),
  // An edit may leave the licence blank: a hirer without one left the vehicle without one (decision 063).
  licenseNum: edit ? optionalText(50) : text(50),
  licenseType: choice(!edit),
  licenseNumExp: date(!edit),
});

const maintenanceFields = (edit: boolean): Record<string, FieldKind> => ({
  vehicleId: ref('vehicle'),
  maintenanceDate: date(),
  cost: money(),
  issue: edit ? texts(0, 50, false) : texts(1, 50),
  'issue.0': text(500),
  status: choice(false),
  odometer: count(0, MAX_KM, false),
});

/**
 * The odometer readings the table's bodies carry on the fixture vehicle, in step with each other
 * (an odometer only goes up): 45,200 km on 2026-03-01 by hand and on a maintenance job, 45,300 km
 * on 2026-03-02 on a remittance.
 */
const READING = { date: '2026-03-01', km: 45_200 };

const maintenanceBody = (ctx: QualityContext) => ({
  vehicleId: ctx.fixtures.vehicle,
  maintenanceDate: READING.date,
  cost: 350.75,
  issue: ['Brake pads', 'Oil leak'],
  status: 'pending',
  odometer: READING.km,
});

/** The fields of every form that makes a new person (first-run setup, sign-up, add user). */
const newPersonFields: Record<string, FieldKind> = {
  name: text(100),
  email: email(),
  phone: phone(),
  password: password(),
  confirmPassword: text(200, 'hidden'),
};

/** A valid new person for those forms, under an email address nobody has yet. */
const newPerson = (name: string, emailPrefix: string, phoneNumber = '024 111 2233') => ({
  name,
  email: `${emailPrefix}.${newId()}@example.com`,
  phone: phoneNumber,
  password: PASSWORD,
  confirmPassword: PASSWORD,
});

const listFilters = { q: search(200), status: search(50) };
/** The list contract's paging and order (docs/lists.md), in every list's query string. */
const listPaging = { page: search(20), pageSize: search(20), sort: search(50), order: search(10) };
const vehicleListQuery = { ...listPaging, q: search(200), vehicleType: search(50) };
const maintenanceListQuery = {
  ...listPaging,
  ...listFilters,
  vehicleId: search(200),
  from: dayParam(),
  to: dayParam(),
};
const alertListQuery = {
  ...listPaging,
  q: search(200),
  module: search(20),
  kind: search(30),
  severity: search(20),
};
const apartmentListParams = { ...listPaging, ...listFilters };
const paymentListParams = {
  ...listPaging,
  ...listFilters,
  method: search(50),
  network: search(50),
  tenantId: search(200),
  from: dayParam(),
  to: dayParam(),
  voided: search(10),
};
/** The rent records list's and the tenants export's parameters. */
const rentRecordListParams = {
  ...listPaging,
  q: search(200),
  status: search(50),
  standing: search(50),
  apartmentId: search(200),
  billing: search(20),
};
/** The arrears list's and export's parameters. */
const arrearsListParams = { ...listPaging, q: search(200), apartmentId: search(200) };

/** An expense's fields (docs/insight.md §1); the table's bodies are a unit's Utilities. */
const expenseFields: Record<string, FieldKind> = {
  date: date(),
  category: choice(),
  amount: money(true),
  apartmentId: ref('apartment', false),
  vehicleId: ref('vehicle', false),
  payee: optionalText(200),
  method: choice(false),
  reference: optionalText(200),
  note: optionalText(2000),
};
const expenseListQuery = {
  ...listPaging,
  q: search(200),
  apartmentId: search(200),
  vehicleId: search(200),
  category: search(50),
  from: dayParam(),
  to: dayParam(),
};

/** A contract's fields; the table's bodies are rentals (no driver follows a rental, docs/hire.md §1). */
const contractFields: Record<string, FieldKind> = {
  vehicleId: ref('vehicle'),
  type: choice(),
  hirer: object(),
  'hirer.name': text(100),
  'hirer.phone': phone(),
  'hirer.licenseNum': optionalText(50),
  'hirer.licenseExp': date(false),
  'hirer.ghanaCard': { kind: 'text', max: 20, required: false, stored: 'normalised' },
  amount: money(true),
  frequency: choice(false),
  workingDays: weekdays(),
  startDate: date(),
  endDate: date(),
  // Only work and pay has a total price: on a rental any value is refused.
  totalPrice: money(true, false),
  deposit: money(false, false),
  status: choice(false),
  terminatedOn: date(false),
  notes: optionalText(1000),
};

const contractFilters = {
  ...listPaging,
  type: search(50),
  status: search(50),
  q: search(200),
  vehicleId: search(200),
  inArrears: search(10),
};
const remittanceFilters = {
  ...listPaging,
  contractId: search(200),
  vehicleId: search(200),
  method: search(30),
  from: dayParam(),
  to: dayParam(),
  voided: search(10),
  q: search(200),
};

const remittanceFields: Record<string, FieldKind> = {
  contractId: ref('contract'),
  date: date(),
  amount: money(true),
  method: choice(),
  reference: optionalText(50),
  network: choice(false),
  payerPhone: phone(false),
  note: optionalText(500),
  odometer: count(0, MAX_KM, false),
};

/** The remittance the table records and edits: on 2026-03-02, at 45,300 km (after READING). */
const remittanceCall = (ctx: QualityContext, overrides: Parameters<typeof remittanceBody>[1] = {}) =>
  remittanceBody(ctx.fixtures.contract, { odometer: READING.km + 100, ...overrides });
/** An edit that changes a remittance's amount and method: cash control applies (decision 113). */
const remittanceEditBody = (ctx: QualityContext) =>
  remittanceCall(ctx, { amount: 280, method: 'Mobile Money' });
/** An edit that changes a payment's amount, day and method: cash control applies (decision 113). */
const paymentEditBody = (ctx: QualityContext) => ({
  tenant: ctx.fixtures.rentRecord,
  amountPaid: 650.5,
  method: 'Mobile Money',
  date: '2026-02-02',
  status: 'Completed',
});

const documentFields: Record<string, FieldKind> = {
  kind: choice(),
  number: optionalText(50),
  issuedOn: date(),
  // Insurance (the table's kind) has no expiry derived: left out, it is refused.
  expiresOn: date(false),
  cost: money(false, false),
  note: optionalText(500),
};

const scheduleFields: Record<string, FieldKind> = {
  task: text(100),
  everyKm: count(1, 1_000_000, false),
  everyMonths: count(1, 120, false),
  startDate: date(false),
  startKm: count(0, MAX_KM, false),
};

/** A fresh vehicle with a document, a reading and a schedule: deleting it takes them along. */
async function vehicleWithPapers(ctx: QualityContext): Promise<string> {
  const vehicleId = await ctx.create.vehicle();
  for (const [url, body] of [
    [api.vehicleDocuments(vehicleId), documentBody()],
    [api.vehicleOdometer(vehicleId), odometerBody()],
    [api.vehicleSchedules(vehicleId), scheduleBody()],
  ] as const) {
    const response = await ctx.send({ method: 'POST', url, body }, 'Admin');
    if (response.statusCode !== 200) throw new Error(`fixture ${url}: ${response.body}`);
  }
  return vehicleId;
}

export const ENDPOINTS: Endpoint[] = [
  // Public: health, first-run setup, sign-in and sign-out.
  { apiKey: 'health', method: 'GET', allowed: 'public', valid: get(api.health), effect: READ },
  { apiKey: 'setup', method: 'GET', allowed: 'public', valid: get(api.setup), effect: READ },
  {
    apiKey: 'setup',
    method: 'POST',
    allowed: 'public',
    // Users exist, so the one-time setup is refused whoever asks (docs/product.md §1).
    success: 409,
    valid: async () => ({ method: 'POST', url: api.setup, body: newPerson('First Admin', 'setup') }),
    body: newPersonFields,
    effect: { kind: 'create', tables: ['users', 'bootstrap', 'sessions'] },
  },
  {
    apiKey: 'login',
    method: 'POST',
    allowed: 'public',
    valid: async (ctx, caller) => {
      const user = await ctx.newUser('Staff');
      // Signing in ends the session the request carried, so a signed-in caller brings a spare one.
      const cookie = caller === 'signedOut' ? {} : { cookie: await ctx.freshCookie(caller) };
      return { method: 'POST', url: api.login, body: { email: user.email, password: PASSWORD }, ...cookie };
    },
    body: { email: email(), password: password() },
    effect: { kind: 'session', tables: ['sessions', 'login_failures'] },
    refusalWrites: ['login_failures'],
  },
  {
    apiKey: 'logout',
    method: 'POST',
    allowed: 'public',
    valid: async (ctx, caller) => ({
      method: 'POST',
      url: api.logout,
      ...(caller === 'signedOut' ? {} : { cookie: await ctx.freshCookie(caller) }),
    }),
    effect: { kind: 'session', tables: ['sessions'] },
    hostileCaller: 'Staff',
  },

  {
    apiKey: 'signup',
    method: 'POST',
    allowed: 'public',
    // The quality context runs with SIGNUP=open; anyone, signed in or not, may start a business.
    valid: async () => ({
      method: 'POST',
      url: api.signup,
      body: { businessName: uniqueName('Business'), ...newPerson('New Owner', 'owner') },
    }),
    body: { businessName: text(100), ...newPersonFields },
    // The business name comes back as the account's name.
    record: (json) => ({ ...json, businessName: (json.account as { name: string }).name }),
    effect: { kind: 'create', tables: ['accounts', 'users', 'sessions'] },
    // Failed sign-ups are counted per address, on purpose (docs/accounts.md §1).
    refusalWrites: ['login_failures'],
  },

  // 'Forgot password?' (docs/decisions/072-password-reset-by-sms.md). The quality context's SMS go
  // nowhere (the log provider), so a well-formed call is told to ask the administrator (403) and
  // changes nothing; password-reset.test.ts covers the SMS path.
  {
    apiKey: 'forgotPassword',
    method: 'POST',
    allowed: 'public',
    success: 403,
    valid: async () => ({ method: 'POST', url: api.forgotPassword, body: { email: 'someone@example.com' } }),
    body: { email: email() },
    effect: READ,
  },
  {
    apiKey: 'resetPassword',
    method: 'POST',
    allowed: 'public',
    success: 403,
    valid: async () => ({
      method: 'POST',
      url: api.resetPassword,
      body: { email: 'someone@example.com', code: '123456', password: 'a-brand-new-password' },
    }),
    // Anything but six digits is refused, as a choice outside its list is.
    body: { email: email(), code: choice(), password: password() },
    effect: READ,
  },

  // Import from Excel (docs/insight.md §4): Admin and Manager, multipart bodies (decision 138).
  {
    apiKey: 'importPreview',
    method: 'POST',
    allowed: DELETE_ROLES,
    multipart: true,
    valid: async () => importCall(api.importPreview('apartments'), uniqueName('Imported flat')),
    effect: READ,
  },
  {
    apiKey: 'importRecords',
    method: 'POST',
    allowed: DELETE_ROLES,
    multipart: true,
    valid: async () => importCall(api.importRecords('apartments'), uniqueName('Imported flat')),
    effect: { kind: 'create', tables: ['apartments'] },
  },
  {
    apiKey: 'importTemplate',
    method: 'GET',
    allowed: DELETE_ROLES,
    valid: get(api.importTemplate('rent_records')),
    effect: READ,
  },

  // The whole business in one workbook (docs/backups.md §4): Admin only, no parameters.
  { apiKey: 'exportAll', method: 'GET', allowed: ADMIN_ROLES, valid: get(api.exportAll), effect: READ },

  // The audit log (Admin only).
  {
    apiKey: 'audit',
    method: 'GET',
    allowed: ADMIN_ROLES,
    valid: get(api.audit),
    query: {
      entity: search(50),
      entityId: search(200),
      q: search(200),
      page: search(20),
      pageSize: search(20),
    },
    effect: READ,
  },

  // Own profile and user management.
  { apiKey: 'profile', method: 'GET', allowed: SIGNED_IN, valid: get(api.profile), effect: READ },
  { apiKey: 'users', method: 'GET', allowed: ADMIN_ROLES, valid: get(api.users), effect: READ },
  {
    apiKey: 'addUser',
    method: 'POST',
    allowed: ADMIN_ROLES,
    valid: async () => ({
      method: 'POST',
      url: api.addUser,
      body: {
        ...newPerson(uniqueName('Esi'), 'new', '024 555 0101'),
        role: 'Staff',
        timezone: 'Africa/Accra',
      },
    }),
    body: { ...newPersonFields, role: choice(), timezone: timezone() },
    effect: { kind: 'create', tables: ['users'] },
    // An e-mail already in use is counted per caller and address (docs/decisions/110-e-mail-change-throttle.md).
    refusalWrites: ['login_failures'],
  },
  {
    apiKey: 'modifyUser',
    method: 'PUT',
    // Everyone edits their own profile; editing someone else is user management (the variant).
    allowed: SIGNED_IN,
    valid: async (ctx, caller) => {
      const self = userOf(ctx, caller);
      return {
        method: 'PUT',
        url: api.modifyUser,
        body: { _id: self._id, name: uniqueName('Renamed') },
        target: self._id,
      };
    },
    variants: [
      {
        name: 'another user',
        allowed: ADMIN_ROLES,
        valid: async (ctx) => {
          const other = await ctx.newUser('Staff');
          return {
            method: 'PUT',
            url: api.modifyUser,
            body: { _id: other._id, name: uniqueName('Renamed') },
            target: other._id,
          };
        },
      },
    ],
    body: {
      _id: ref('user'),
      name: { kind: 'text', max: 100, required: false, stored: 'verbatim' },
      email: email(false),
      phone: phone(false),
      role: choice(false),
      timezone: timezone(),
      password: password(false),
      currentPassword: optionalText(200, 'hidden'),
      confirmPassword: optionalText(200, 'hidden'),
    },
    effect: { kind: 'update', tables: ['users', 'sessions'] },
    refusalWrites: ['login_failures'],
  },
  {
    apiKey: 'deleteUser',
    method: 'DELETE',
    allowed: ADMIN_ROLES,
    id: 'user',
    valid: deleteFresh('deleteUser', async (ctx) => (await ctx.newUser('Staff'))._id),
    variants: [
      {
        name: 'an Admin user',
        allowed: ADMIN_ROLES,
        // Admin users cannot be deleted (docs/screens.md §6).
        success: 409,
        valid: deleteFresh('deleteUser', async (ctx) => (await ctx.newUser('Admin'))._id),
      },
    ],
    effect: { kind: 'delete', tables: ['users', 'sessions'] },
  },

  // Apartments.
  readAll('dashboardApartments'),
  readAll('dashboardFleet'),
  readAll('dashboardFleetProfit'),
  // Profit and loss (docs/insight.md §2): its period is required, so the valid call carries one.
  ...(['profitReport', 'exportProfitReport'] as const).map(
    (apiKey): Endpoint => ({
      apiKey,
      method: 'GET',
      allowed: SIGNED_IN,
      valid: get(
        `${plainUrl(apiKey)}?from=2026-01-01&to=2026-12-31${apiKey === 'profitReport' ? '&groupBy=property' : ''}`,
      ),
      query: {
        from: dayParam(),
        to: dayParam(),
        ...(apiKey === 'profitReport' ? { groupBy: search(20) } : {}),
      },
      effect: READ,
    }),
  ),
  readAll('apartments', apartmentListParams),
  readOne('apartment', 'apartment'),
  readOne('apartmentTenants', 'apartment'),
  addOne('addApartment', {
    body: () => apartmentBody({ title: uniqueName('Flat') }),
    fields: apartmentFields(false),
    tables: ['apartments'],
  }),
  editOne('editApartment', 'apartment', {
    body: () => apartmentBody({ title: uniqueName('Flat') }),
    fields: apartmentFields(true),
    tables: ['apartments'],
  }),
  deleteOne('deleteApartment', 'apartment', (ctx) => ctx.create.apartment(), ['apartments']),
  readAll('exportApartments', apartmentListParams),

  // Tenants' rent records.
  readAll('rentRecords', rentRecordListParams),
  readOne('rentRecord', 'rentRecord'),
  addOne('addRentRecord', {
    body: () => rentRecordBody(),
    fields: rentRecordFields,
    record: (json) => json.data,
    tables: ['rent_records'],
  }),
  editOne('editRentRecord', 'rentRecord', {
    body: () => rentRecordBody({ tenantName: uniqueName('Akosua') }),
    fields: rentRecordFields,
    record: (json) => json.data,
    // Payments keep the tenant's name in step.
    tables: ['rent_records', 'payments'],
  }),
  deleteOne('deleteRentRecord', 'rentRecord', (ctx) => ctx.create.rentRecord(), ['rent_records', 'payments']),
  readAll('exportTenants', rentRecordListParams),

  // Payments.
  readAll('payments', paymentListParams),
  readOne('payment', 'payment'),
  {
    ...addOne('addPayment', {
      body: (ctx) => ({
        tenant: ctx.fixtures.rentRecord,
        amountPaid: 500,
        method: 'Cash',
        Date: '2026-02-01',
        status: 'Partial',
      }),
      fields: {
        tenant: ref('rentRecord'),
        amountPaid: money(true),
        method: choice(false),
        Date: date(),
        status: choice(false),
        reference: optionalText(50),
        network: choice(false),
        payerPhone: phone(false),
      },
      tables: ['payments', 'money_references'],
    }),
    // The tenancy's stored figures follow (docs/decisions/075-stored-rent-figures.md).
    keepsInStep: ['rent_records'],
  },
  {
    ...editOne('editPayment', 'payment', {
      body: paymentEditBody,
      fields: {
        tenant: ref('rentRecord', false),
        amountPaid: money(true),
        method: text(50),
        date: date(),
        status: choice(),
        reference: optionalText(50),
        network: choice(false),
        payerPhone: phone(false),
      },
      tables: ['payments', 'money_references'],
    }),
    ...cashControlled('editPayment', 'payment', paymentEditBody),
    keepsInStep: ['rent_records'],
  },
  // Voids: the row stays, marked (docs/ledger.md §3).
  {
    ...deleteOne('deletePayment', 'payment', (ctx) => ctx.create.payment(), ['payments']),
    valid: async (ctx) => {
      const target = await ctx.create.payment();
      return {
        method: 'DELETE',
        url: urlWithId('deletePayment', target),
        target,
        body: { reason: 'Entered twice' },
      };
    },
    body: { reason: optionalText(500, 'hidden') },
    optionalBody: true,
    effect: { kind: 'update', tables: ['payments', 'money_references'] },
    keepsInStep: ['rent_records'],
  },
  readAll('exportPayments', paymentListParams),

  // The rent ledger (docs/ledger.md §4–5).
  // A receipt is a rent payment's or a hire remittance's (docs/hire.md §2).
  { ...readOne('receipt', 'payment'), alsoIds: ['remittance'] },
  { ...readOne('receiptPdf', 'payment'), alsoIds: ['remittance'] },
  readOne('tenancyLedger', 'rentRecord'),
  readOne('statementPdf', 'rentRecord'),
  readAll('arrears', arrearsListParams),
  readAll('exportArrears', arrearsListParams),
  readAll('businessSettings'),
  {
    apiKey: 'businessSettings',
    method: 'PUT',
    allowed: ADMIN_ROLES,
    valid: async (ctx) => ({
      method: 'PUT',
      url: api.businessSettings,
      body: { name: uniqueName('Biz'), ghanaPostGps: 'GA-123-4567', phone: '024 111 2233' },
      target: ctx.t.accountId,
    }),
    body: {
      name: text(200),
      address: optionalText(500),
      phone: phone(false),
      email: email(false),
      ghanaPostGps: { kind: 'text', max: 20, required: false, stored: 'normalised' },
      receiptFooter: optionalText(500),
      rentTaxRate: money(false, false),
    },
    effect: { kind: 'update', tables: ['accounts'] },
  },
  // Online payments' provider and keys (docs/collect.md §2): Admin only; keys are never answered.
  {
    apiKey: 'paymentSettings',
    method: 'GET',
    allowed: ADMIN_ROLES,
    valid: get(api.paymentSettings),
    effect: READ,
  },
  {
    apiKey: 'paymentSettings',
    method: 'PUT',
    allowed: ADMIN_ROLES,
    valid: async (ctx) => ({
      method: 'PUT',
      url: api.paymentSettings,
      body: {
        provider: 'hubtel',
        hubtelClientId: uniqueName('client').replace(/\s/g, ''),
        hubtelClientSecret: 'secret-5678',
        hubtelMerchantAccount: '2017101',
      },
      target: ctx.t.accountId,
    }),
    body: {
      provider: choice(),
      paystackSecretKey: optionalText(200, 'hidden'),
      hubtelClientId: optionalText(200, 'hidden'),
      hubtelClientSecret: optionalText(200, 'hidden'),
      hubtelMerchantAccount: optionalText(50, 'hidden'),
    },
    effect: { kind: 'update', tables: ['payment_settings'] },
  },
  {
    apiKey: 'paymentSettingsCheck',
    method: 'POST',
    allowed: ADMIN_ROLES,
    // No provider is chosen in the suites' businesses (and no test reaches a real provider): the
    // check answers 400 saying so; the checks against local providers are in its module's tests.
    success: 400,
    valid: async () => ({ method: 'POST', url: api.paymentSettingsCheck }),
    effect: READ,
  },

  // Vehicles.
  readAll('vehicles', vehicleListQuery),
  readOne('vehicle', 'vehicle'),
  readOne('vehicleProfit', 'vehicle'),
  addOne('addVehicle', {
    body: () => vehicleBody(),
    fields: vehicleFields(false),
    tables: ['vehicles', 'vehicle_history'],
  }),
  editOne('editVehicle', 'vehicle', {
    body: () => vehicleBody(),
    fields: vehicleFields(true),
    // Maintenance records keep the vehicle's make, model and plate in step.
    tables: ['vehicles', 'vehicle_history', 'maintenance_records'],
  }),
  // Its documents, readings and schedules go with it (docs/reminders.md §1–2).
  deleteOne('deleteVehicle', 'vehicle', vehicleWithPapers, [
    'vehicles',
    'vehicle_history',
    'maintenance_records',
    'vehicle_documents',
    'odometer_readings',
    'service_schedules',
  ]),
  readAll('exportVehicles', vehicleListQuery),
  readOne('vehicleCosts', 'vehicle'),

  // Maintenance records.
  readAll('maintenanceRecords', maintenanceListQuery),
  readOne('maintenanceRecord', 'maintenance'),
  addOne('addMaintenance', {
    body: maintenanceBody,
    fields: maintenanceFields(false),
    tables: ['maintenance_records', 'maintenance_issues'],
  }),
  editOne('editMaintenance', 'maintenance', {
    body: (ctx) => ({ ...maintenanceBody(ctx), status: 'ongoing' }),
    fields: maintenanceFields(true),
    tables: ['maintenance_records', 'maintenance_issues'],
  }),
  deleteOne('deleteMaintenance', 'maintenance', (ctx) => ctx.create.maintenance(), [
    'maintenance_records',
    'maintenance_issues',
  ]),
  readAll('exportMaintenance', maintenanceListQuery),

  // Expenses (docs/insight.md §1).
  readAll('expenses', expenseListQuery),
  readOne('expense', 'expense'),
  addOne('expenses', {
    body: (ctx) => expenseBody({ apartmentId: ctx.fixtures.apartment }),
    fields: expenseFields,
    tables: ['expenses'],
  }),
  editOne('expense', 'expense', {
    body: (ctx) =>
      expenseBody({ apartmentId: ctx.fixtures.apartment, amount: 321.5, note: uniqueName('Note') }),
    fields: expenseFields,
    tables: ['expenses'],
  }),
  deleteOne('expense', 'expense', (ctx) => ctx.create.expense(), ['expenses']),
  readAll('exportExpenses', expenseListQuery),

  // Hire contracts (docs/hire.md §1, §3).
  readAll('contracts', contractFilters),
  readOne('contract', 'contract'),
  {
    apiKey: 'contracts',
    method: 'POST',
    allowed: SIGNED_IN,
    // A rental holds its vehicle over its dates: each call hires out a fresh vehicle.
    valid: async (ctx) => ({
      method: 'POST',
      url: api.contracts,
      body: rentalBody(await ctx.create.vehicle()),
    }),
    body: contractFields,
    effect: { kind: 'create', tables: ['hire_contracts'] },
  },
  editOne('contract', 'contract', {
    body: (ctx) => rentalBody(ctx.fixtures.vehicle, { amount: 320, notes: uniqueName('Notes') }),
    fields: contractFields,
    tables: ['hire_contracts'],
  }),
  deleteOne('contract', 'contract', (ctx) => ctx.create.contract(), ['hire_contracts']),
  readOne('contractLedger', 'contract'),
  readAll('exportContracts', contractFilters),

  // Remittances and the day's board (docs/hire.md §2–3).
  readAll('remittances', remittanceFilters),
  readOne('remittance', 'remittance'),
  {
    ...addOne('remittances', {
      body: (ctx) => remittanceCall(ctx),
      fields: remittanceFields,
      tables: ['remittances', 'money_references'],
    }),
    method: 'POST',
    // The contract's paid sum follows its remittances (decision 049).
    keepsInStep: ['hire_contracts'],
  },
  {
    ...editOne('remittance', 'remittance', {
      body: remittanceEditBody,
      fields: remittanceFields,
      tables: ['remittances', 'money_references'],
    }),
    ...cashControlled('remittance', 'remittance', remittanceEditBody),
    keepsInStep: ['hire_contracts'],
  },
  // Voids: the row stays, marked (docs/hire.md §2).
  {
    ...deleteOne('remittance', 'remittance', (ctx) => ctx.create.remittance(), ['remittances']),
    valid: async (ctx) => {
      const target = await ctx.create.remittance();
      return {
        method: 'DELETE',
        url: urlWithId('remittance', target),
        target,
        body: { reason: 'Entered twice' },
      };
    },
    body: { reason: optionalText(500, 'hidden') },
    optionalBody: true,
    effect: { kind: 'update', tables: ['remittances', 'money_references'] },
    keepsInStep: ['hire_contracts'],
  },
  readAll('hireToday', { date: dayParam() }),
  readAll('exportRemittances', remittanceFilters),

  // The alert feed and the reminders (docs/reminders.md §3–4).
  // The header search (docs/decisions/086-header-search.md): everyone reads every list.
  readAll('search', { q: search(200) }),
  readAll('alerts', alertListQuery),
  // Snooze, dismiss and restore (docs/decisions/066-alert-snooze-and-dismiss.md): each valid call
  // names an alert nobody has marked yet, so each one writes a mark of its own.
  ...(['alertsSnooze', 'alertsDismiss'] as const).map(
    (apiKey): Endpoint => ({
      apiKey,
      method: 'POST',
      allowed: DELETE_ROLES,
      valid: async (ctx) => ({
        method: 'POST',
        url: plainUrl(apiKey),
        body: { key: await freshAlertKey(ctx) },
      }),
      // Anything but the key of an alert in the feed is refused, as a choice outside its list is.
      body: { key: choice() },
      effect: { kind: 'create', tables: ['alert_marks'] },
    }),
  ),
  {
    apiKey: 'alertsRestore',
    method: 'POST',
    allowed: DELETE_ROLES,
    valid: async (ctx) => {
      const key = await freshAlertKey(ctx);
      const snoozed = await ctx.send({ method: 'POST', url: api.alertsSnooze, body: { key } }, 'Admin');
      if (snoozed.statusCode !== 200) throw new Error(`snooze answered ${snoozed.statusCode}`);
      return { method: 'POST', url: api.alertsRestore, body: { key }, target: key };
    },
    body: { key: choice() },
    effect: { kind: 'delete', tables: ['alert_marks'] },
  },
  readAll('alertsHidden', alertListQuery),
  {
    apiKey: 'remindersSettings',
    method: 'GET',
    allowed: ADMIN_ROLES,
    valid: get(api.remindersSettings),
    effect: READ,
  },
  {
    apiKey: 'remindersSettings',
    method: 'PUT',
    allowed: ADMIN_ROLES,
    valid: async (ctx) => ({
      method: 'PUT',
      url: api.remindersSettings,
      body: { kinds: [{ kind: 'lease_30', enabled: true, template: `${uniqueName('Hello')} {name}` }] },
      target: ctx.t.accountId,
    }),
    body: {
      kinds: rows(5, true),
      'kinds.0.kind': choice(),
      'kinds.0.enabled': flag(),
      'kinds.0.template': text(480),
    },
    effect: { kind: 'update', tables: ['reminder_kinds'] },
  },
  {
    apiKey: 'remindersRun',
    method: 'POST',
    allowed: ADMIN_ROLES,
    // A tenant in arrears each time, so each run has one reminder to queue and send.
    valid: async (ctx) => {
      await ctx.create.rentRecord();
      return { method: 'POST', url: api.remindersRun };
    },
    // The default arrears reminder carries the tenant's statement link, made on first use.
    effect: { kind: 'create', tables: ['outbox', 'reminder_runs', 'statement_links'] },
  },
  {
    apiKey: 'remindersOutbox',
    method: 'GET',
    allowed: ADMIN_ROLES,
    valid: get(api.remindersOutbox),
    query: { status: search(20), q: search(200), page: search(20), pageSize: search(20) },
    effect: READ,
  },
  {
    apiKey: 'outboxRetry',
    method: 'POST',
    allowed: ADMIN_ROLES,
    id: 'message',
    valid: async (ctx) => {
      const target = await ctx.create.message();
      return { method: 'POST', url: urlWithId('outboxRetry', target), target };
    },
    effect: { kind: 'update', tables: ['outbox'] },
  },
  {
    apiKey: 'remindersTest',
    method: 'POST',
    allowed: ADMIN_ROLES,
    valid: async () => ({ method: 'POST', url: api.remindersTest, body: { to: '024 111 2233' } }),
    body: { to: phone(), kind: choice(false) },
    effect: { kind: 'create', tables: ['outbox'] },
  },

  // The embedded database's backups (docs/backups.md §2): an Admin of the first business (the suites'
  // own); on PostgreSQL they are the database's job and answer 409.
  {
    apiKey: 'backups',
    method: 'GET',
    allowed: ADMIN_ROLES,
    success: BACKUPS_SUCCESS,
    valid: get(api.backups),
    effect: READ,
  },
  {
    apiKey: 'backupsStatus',
    method: 'GET',
    allowed: ADMIN_ROLES,
    success: BACKUPS_SUCCESS,
    valid: get(api.backupsStatus),
    effect: READ,
  },
  {
    apiKey: 'backups',
    method: 'POST',
    allowed: ADMIN_ROLES,
    success: BACKUPS_SUCCESS,
    valid: async () => ({ method: 'POST', url: api.backups }),
    effect: { kind: 'create', tables: ['backup_runs'] },
  },
  {
    apiKey: 'backupDownload',
    method: 'GET',
    allowed: ADMIN_ROLES,
    // On PostgreSQL no name is a listed backup: 404, as for any name not listed.
    success: BACKUPS_SUCCESS === 200 ? 200 : 404,
    id: 'backup',
    // One still listed: a later one the same day rotates the earlier away.
    valid: async (ctx) => ({ method: 'GET', url: api.backupDownload(await listedBackup(ctx)) }),
    effect: READ,
  },

  // A vehicle's documents and the fleet's compliance (docs/reminders.md §1).
  readOne('vehicleDocuments', 'vehicle'),
  addToVehicle('vehicleDocuments', {
    body: () => documentBody(),
    fields: documentFields,
    tables: ['vehicle_documents'],
  }),
  editOne('vehicleDocument', 'vehicleDocument', {
    body: () => documentBody({ number: uniqueName('POL'), cost: 900 }),
    fields: documentFields,
    tables: ['vehicle_documents'],
  }),
  deleteOne('vehicleDocument', 'vehicleDocument', (ctx) => ctx.create.vehicleDocument(), [
    'vehicle_documents',
  ]),
  readAll('compliance', { ...listPaging, status: search(50), q: search(200) }),
  readAll('exportCompliance', { status: search(50), q: search(200) }),

  // Odometer readings and service schedules (docs/reminders.md §2).
  readOne('vehicleOdometer', 'vehicle'),
  addToVehicle('vehicleOdometer', {
    body: () => odometerBody(READING),
    fields: { date: date(), km: count(0, MAX_KM), note: optionalText(500) },
    tables: ['odometer_readings'],
  }),
  readOne('vehicleSchedules', 'vehicle'),
  addToVehicle('vehicleSchedules', {
    body: () => scheduleBody(),
    fields: scheduleFields,
    tables: ['service_schedules'],
  }),
  editOne('serviceSchedule', 'serviceSchedule', {
    body: () => scheduleBody({ task: uniqueName('Oil change'), everyKm: 6000 }),
    fields: scheduleFields,
    tables: ['service_schedules'],
  }),
  deleteOne('serviceSchedule', 'serviceSchedule', (ctx) => ctx.create.serviceSchedule(), [
    'service_schedules',
  ]),

  // The API described (docs/decisions/085-api-description.md): no parameters, every signed-in user.
  readAll('openapi'),
  readAll('apiDocs'),

  // Statement links (docs/collect.md §1, decision 153): any role sends one; Admin and Manager replace it.
  statementLinkRow('tenancyStatementLink', 'rentRecord', SIGNED_IN, {
    kind: 'create',
    tables: ['statement_links'],
  }),
  statementLinkRow('renewTenancyStatementLink', 'rentRecord', DELETE_ROLES, {
    kind: 'update',
    tables: ['statement_links'],
  }),
  statementLinkRow('contractStatementLink', 'contract', SIGNED_IN, {
    kind: 'create',
    tables: ['statement_links'],
  }),
  statementLinkRow('renewContractStatementLink', 'contract', DELETE_ROLES, {
    kind: 'update',
    tables: ['statement_links'],
  }),
  // The public statement, read by its token (no sign-in); the token is made by an Admin first.
  {
    apiKey: 'publicStatement',
    method: 'GET',
    allowed: 'public',
    valid: async (ctx) => ({ method: 'GET', url: api.publicStatement(await fixtureToken(ctx)) }),
    effect: READ,
  },
  {
    apiKey: 'publicReceipt',
    method: 'GET',
    allowed: 'public',
    valid: async (ctx) => ({ method: 'GET', url: api.publicReceipt(...(await fixtureReceipt(ctx))) }),
    effect: READ,
  },
  {
    apiKey: 'publicReceiptPdf',
    method: 'GET',
    allowed: 'public',
    valid: async (ctx) => ({ method: 'GET', url: api.publicReceiptPdf(...(await fixtureReceipt(ctx))) }),
    effect: READ,
  },

  // Paying online (docs/collect.md §2), public. The quality context's business chose no provider, so
  // 'Pay now' is refused (400) and records nothing; online-payments/*.test.ts covers the payments.
  {
    apiKey: 'publicPay',
    method: 'POST',
    allowed: 'public',
    success: 400,
    valid: async (ctx) => {
      // Settings → Payments' row may have chosen a provider: back to none, so no provider is asked.
      await ctx.db.deleteFrom('payment_settings').execute();
      return {
        method: 'POST',
        url: api.publicPay(await fixtureToken(ctx)),
        body: { amount: 10, phone: '024 111 2233' },
      };
    },
    body: { amount: money(true), phone: phone() },
    effect: READ,
  },
  {
    apiKey: 'publicPayStatus',
    method: 'GET',
    allowed: 'public',
    valid: async (ctx) => ({
      method: 'GET',
      url: api.publicPayStatus(await fixtureToken(ctx), await fixtureIntent(ctx)),
    }),
    effect: READ,
  },
  // The test provider exists only with PAYMENTS_TEST_PROVIDER=true: on the quality context's server, 404.
  {
    apiKey: 'testCheckout',
    method: 'GET',
    allowed: 'public',
    success: 404,
    valid: async () => ({ method: 'GET', url: api.testCheckout('PMUNKNOWN') }),
    effect: READ,
  },
  // A webhook naming no intent is refused (400) and changes nothing.
  {
    apiKey: 'paymentWebhook',
    method: 'POST',
    allowed: 'public',
    success: 400,
    valid: async () => ({
      method: 'POST',
      url: api.paymentWebhook('paystack'),
      body: { event: 'charge.success', data: { reference: 'PMUNKNOWN' } },
    }),
    effect: READ,
  },
];

/** A paid payment intent of the fixture rent record (its reference), stored as a provider left it. */
async function fixtureIntent(ctx: QualityContext): Promise<string> {
  const reference = `PMQ${newId().replace(/-/g, '').slice(0, 20).toUpperCase()}`;
  const rentRecord = await ctx.db
    .selectFrom('rent_records')
    .select('account_id')
    .where('id', '=', ctx.fixtures.rentRecord)
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  await ctx.db
    .insertInto('payment_intents')
    .values({
      id: newId(),
      account_id: rentRecord.account_id,
      reference,
      provider: 'paystack',
      record_kind: 'rent',
      record_id: ctx.fixtures.rentRecord,
      amount_pesewas: 1000,
      phone: '+233241112233',
      status: 'failed',
      created_at: at,
      updated_at: at,
    })
    .execute();
  return reference;
}

/** Making or replacing the statement link of the fixture rent record or contract. */
function statementLinkRow(
  apiKey: ApiKey,
  id: 'rentRecord' | 'contract',
  allowed: Allowed,
  effect: Effect,
): Endpoint {
  return {
    apiKey,
    method: 'POST',
    allowed,
    id,
    // Making a link: a fresh record each call, so each call makes its row (a second call only reads).
    valid: async (ctx) => {
      const target = effect.kind === 'create' ? await ctx.create[id]() : ctx.fixtures[id];
      return { method: 'POST', url: urlWithId(apiKey, target), target };
    },
    effect,
  };
}

/** The fixture rent record's statement token, made by an Admin. */
async function fixtureToken(ctx: QualityContext): Promise<string> {
  const made = await ctx.send(
    { method: 'POST', url: api.tenancyStatementLink(ctx.fixtures.rentRecord) },
    'Admin',
  );
  if (made.statusCode !== 200) throw new Error(`statement link: ${made.statusCode} ${made.body}`);
  return new URL(made.json().url).pathname.split('/').pop() ?? '';
}

/** The token and the receipt number of the fixture payment (which is the fixture rent record's). */
async function fixtureReceipt(ctx: QualityContext): Promise<[string, string]> {
  const payment = await ctx.send({ method: 'GET', url: api.payment(ctx.fixtures.payment) }, 'Admin');
  return [await fixtureToken(ctx), payment.json().receiptNumber];
}

/** What the table covers, to compare with what the app registers and with every path of `api`. */
export function coverageProblems(registered: string[]): string[] {
  const problems: string[] = [];
  const keys = ENDPOINTS.map(keyOf);
  for (const key of registered) if (!keys.includes(key)) problems.push(`no row in ENDPOINTS for ${key}`);
  for (const key of keys)
    if (!registered.includes(key)) problems.push(`${key} is in ENDPOINTS but not registered`);
  for (const key of new Set(keys)) {
    if (keys.filter((each) => each === key).length > 1) problems.push(`${key} has more than one row`);
  }
  for (const apiKey of Object.keys(api) as ApiKey[]) {
    if (!ENDPOINTS.some((endpoint) => endpoint.apiKey === apiKey)) problems.push(`api.${apiKey} has no row`);
  }
  for (const endpoint of ENDPOINTS) {
    if (routeOf(endpoint.apiKey).includes(':id') !== (endpoint.id !== undefined)) {
      problems.push(`${keyOf(endpoint)}: declare \`id\` exactly when the route takes one`);
    }
  }
  return problems;
}
