import type { ColumnType, Generated } from 'kysely';
import type {
  OnlinePaymentProvider,
  PaymentChannel,
  PaymentIntentStatus,
  PaymentProviderChoice,
  StatementKind,
} from '../../shared/collect';
import type { Role } from '../../shared/constants';
import type { ExpenseCategory } from '../../shared/expenses';
import type { ContractStatus, ContractType, Frequency } from '../../shared/hire';
import type { Billing, MomoNetwork, StandingName } from '../../shared/ledger';
import type { PaymentMethod, RecordedMethod } from '../../shared/payments';
import type { AlertMark, OutboxKind, OutboxStatus, ReminderKind } from '../../shared/reminders';
import type { ApartmentStatus } from '../../shared/schemas/apartments';
import type { AuditAction, AuditEntity } from '../../shared/schemas/audit';
import type { MaintenanceStatus } from '../../shared/schemas/maintenance';
import type { PaymentStatus } from '../../shared/schemas/payments';
import type { TenantStatus } from '../../shared/schemas/rent-records';
import type { LicenseType, VehicleType } from '../../shared/schemas/vehicles';
import type { DocumentKind } from '../../shared/vehicle-papers';

/**
 * Table types shared by both engines. Ids are text, money is integer pesewas, dates are ISO text.
 * Each module adds its tables here together with its migration.
 */
export interface UsersTable {
  id: string;
  /** The business the row belongs to (docs/accounts.md). */
  account_id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  password_hash: string;
  timezone: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked database does not leak live sessions. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface LoginFailuresTable {
  id: string;
  key: string;
  failed_at: string;
}

/** A password reset code sent by SMS (migration 0011): scrypt-hashed, 10 minutes, 5 tries, used once. */
export interface PasswordResetCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
}

/** One row at most (CHECK id = 1): makes creating the first administrator race-free on both engines. */
export interface BootstrapTable {
  id: number;
  created_at: string;
}

/** Fleet (migration 0003_fleet). */
export interface VehiclesTable {
  id: string;
  /** The business the row belongs to (docs/accounts.md). */
  account_id: string;
  vehicle_type: VehicleType;
  make: string;
  model: string;
  reg_num: string;
  /** Letters and digits of reg_num, upper case; unique. */
  reg_key: string;
  chassis_num: string;
  driver_name: string;
  /** E.164 */
  phone: string;
  location: string;
  license_num: string;
  license_type: LicenseType;
  license_exp: string;
  created_at: string;
  updated_at: string;
}

export interface VehicleHistoryTable {
  id: string;
  vehicle_id: string;
  position: number;
  hist: string;
  date: string;
}

export interface MaintenanceRecordsTable {
  id: string;
  /** The business the row belongs to (docs/accounts.md). */
  account_id: string;
  /** NULL once the vehicle is deleted. */
  vehicle_id: string | null;
  /** The vehicle's id when the record was last saved, kept after the vehicle is deleted. */
  vehicle_ref: string;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_reg_num: string;
  maintenance_date: string;
  cost_pesewas: number;
  status: MaintenanceStatus;
  created_at: string;
  updated_at: string;
  /** The vehicle's odometer in km when the job was done (docs/reminders.md §2); null when not given. */
  odometer_km: number | null;
  /** The Idempotency-Key of the request that added it (decision 139); null when sent without one. */
  request_key: string | null;
}

export interface MaintenanceIssuesTable {
  id: string;
  record_id: string;
  position: number;
  text: string;
}

/** A property (apartment unit). Money in integer pesewas. */
export interface ApartmentsTable {
  id: string;
  /** The business the row belongs to (docs/accounts.md). */
  account_id: string;
  title: string;
  location: string;
  price_pesewas: number;
  status: ApartmentStatus;
  description: string;
  tenant: string;
  created_at: string;
  updated_at: string;
}

/** A tenant's rent record (the spec's "tenant"). Phone in E.164, dates ISO text. */
export interface RentRecordsTable {
  id: string;
  /** The business the row belongs to (docs/accounts.md). */
  account_id: string;
  tenant_name: string;
  tenant_phone: string;
  room_description: string;
  rented_date: string;
  expiration_date: string;
  months_rented: number;
  utility_pesewas: number;
  monthly_price_pesewas: number;
  total_pesewas: number;
  status: TenantStatus;
  created_at: string;
  updated_at: string;
  /** The unit let (docs/ledger.md §2); null when none was entered. */
  apartment_id: string | null;
  billing: Billing;
}

/**
 * A rent record's derived figures as of `figures_day` (docs/decisions/075-stored-rent-figures.md), in
 * pesewas: written by the rent figures module only, defaulted (stale) on insert.
 */
export interface RentFiguresColumns {
  /** The derived figures as of `figures_day` (docs/decisions/075-stored-rent-figures.md), pesewas. */
  paid_pesewas: ColumnType<number, number | undefined, number>;
  due_pesewas: ColumnType<number, number | undefined, number>;
  arrears_pesewas: ColumnType<number, number | undefined, number>;
  /** The total minus what was paid: negative when in credit. */
  balance_pesewas: ColumnType<number, number | undefined, number>;
  days_overdue: ColumnType<number, number | undefined, number>;
  standing: ColumnType<StandingName, StandingName | undefined, StandingName>;
  /** The business day the figures are as of ('0000-00-00': never computed). */
  figures_day: ColumnType<string, string | undefined, string>;
}

/** A rent payment. `tenant_name` is kept in step with the tenant and survives its deletion. */
export interface PaymentsTable {
  id: string;
  /** The business the row belongs to (docs/accounts.md). */
  account_id: string;
  tenant_id: string | null;
  tenant_name: string;
  amount_pesewas: number;
  method: string;
  date: string;
  status: PaymentStatus;
  created_at: string;
  updated_at: string;
  /** The Idempotency-Key the payment was recorded with, if the client sent one. */
  request_key: string | null;
  /** Per account, from 1, gapless (docs/ledger.md §3); shown as RCT-000001. */
  receipt_number: number;
  reference: string | null;
  network: MomoNetwork | null;
  payer_phone: string | null;
  recorded_by_id: string | null;
  recorded_by_name: string | null;
  /** Set when voided: the row stays, its receipt number stays used. */
  voided_at: string | null;
  voided_by_id: string | null;
  voided_by_name: string | null;
  void_reason: string | null;
}

/** A hire contract (docs/hire.md §1). Money in pesewas; days as YYYY-MM-DD. */
export interface HireContractsTable {
  id: string;
  account_id: string;
  vehicle_id: string;
  type: ContractType;
  hirer_name: string;
  /** E.164 */
  hirer_phone: string;
  hirer_license_num: string;
  hirer_license_exp: string | null;
  hirer_ghana_card: string | null;
  amount_pesewas: number;
  frequency: Frequency;
  /** Bit d − 1 set: ISO weekday d is a working day. */
  working_days: number;
  start_date: string;
  end_date: string | null;
  total_price_pesewas: number | null;
  deposit_pesewas: number | null;
  status: ContractStatus;
  terminated_on: string | null;
  /** The day a work-and-pay contract's remittances reached its total. */
  completed_on: string | null;
  notes: string;
  /** The sum of its remittances that count, set from them by every write of one. */
  paid_pesewas: number;
  /**
   * Its figures as of `figures_day` (docs/decisions/078-stored-contract-figures.md): what has fallen
   * due, the arrears (`hireArrears`) and a work-and-pay contract's progress; '' before the first.
   */
  expected_pesewas: number;
  arrears_pesewas: number;
  progress: number | null;
  figures_day: string;
  created_at: string;
  updated_at: string;
}

/** Money a hirer brought in on a contract (docs/hire.md §2): receipts, references and void as payments. */
export interface RemittancesTable {
  id: string;
  account_id: string;
  contract_id: string;
  date: string;
  amount_pesewas: number;
  method: RecordedMethod;
  network: MomoNetwork | null;
  reference: string | null;
  payer_phone: string | null;
  note: string;
  /** From the account's one receipt series, shared with rent payments. */
  receipt_number: number;
  recorded_by_id: string;
  recorded_by_name: string;
  request_key: string | null;
  voided_at: string | null;
  voided_by_id: string | null;
  voided_by_name: string | null;
  void_reason: string | null;
  created_at: string;
  updated_at: string;
  /** The vehicle's odometer in km that day (docs/reminders.md §2); null when not given. */
  odometer_km: number | null;
}

/** A vehicle's document (docs/reminders.md §1): its history is kept, the latest of a kind counts. */
export interface VehicleDocumentsTable {
  id: string;
  account_id: string;
  vehicle_id: string;
  kind: DocumentKind;
  number: string;
  issued_on: string;
  /** The last day it covers. */
  expires_on: string;
  /** 1 when the server derived the expiry, 0 when it was given. */
  expiry_derived: number;
  cost_pesewas: number;
  note: string;
  created_at: string;
  updated_at: string;
}

/** An odometer reading taken by hand (maintenance records and remittances carry their own). */
export interface OdometerReadingsTable {
  id: string;
  account_id: string;
  vehicle_id: string;
  date: string;
  km: number;
  note: string;
  created_at: string;
  /** The Idempotency-Key of the request that added it (decision 139); null when sent without one. */
  request_key: string | null;
}

/**
 * An import's Idempotency-Key (decision 140): what was imported under it (its kind, a fingerprint of
 * the file, mapping and skipped rows) and how many records, so a repeat answers the same.
 */
export interface ImportKeysTable {
  account_id: string;
  request_key: string;
  kind: string;
  fingerprint: string;
  imported: number;
  created_at: string;
}

/** A service to do every so many km and/or months (docs/reminders.md §2). */
export interface ServiceSchedulesTable {
  id: string;
  account_id: string;
  vehicle_id: string;
  task: string;
  every_km: number | null;
  every_months: number | null;
  start_date: string;
  /** Always written (the latest reading, else 0, when not given). */
  start_km: number | null;
  created_at: string;
  updated_at: string;
}

/** A reminder kind of one business, turned on or off, with its template (docs/reminders.md §4). */
export interface ReminderKindsTable {
  account_id: string;
  kind: ReminderKind;
  /** 1 on, 0 off. */
  enabled: number;
  template: string;
  updated_at: string;
}

/** Every SMS, queued once per business, kind, subject and send date (the UNIQUE key). */
export interface OutboxTable {
  id: string;
  account_id: string;
  /** E.164 */
  to_phone: string;
  body: string;
  kind: OutboxKind;
  subject_id: string;
  /** The day it is meant to go out. */
  due_date: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  /** When a process claimed it to hand it to the gateway. */
  sending_since: string | null;
  provider: string | null;
  provider_message_id: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** A business's daily reminder run: started by the process that inserted it, finished or not. */
export interface ReminderRunsTable {
  account_id: string;
  day: string;
  started_at: string;
  finished_at: string | null;
}

/** A backup of the embedded database begun: the claim while `running`, then its outcome (docs/backups.md §1). */
export interface BackupRunsTable {
  id: string;
  reason: 'daily' | 'start' | 'manual';
  status: 'running' | 'checked' | 'failed';
  started_at: string;
  finished_at: string | null;
  name: string | null;
  size: number | null;
  error: string | null;
}

/** The last receipt number an account used (one series for payments and remittances). */
export interface ReceiptCountersTable {
  account_id: string;
  last_number: number;
}

/** A Mobile Money or bank reference in use, by method and trimmed lower-case text (docs/ledger.md §3). */
export interface MoneyReferencesTable {
  account_id: string;
  method: string;
  reference_key: string;
  receipt_number: number;
  /** The payment or remittance holding it. */
  holder_id: string;
}

/** One business on the server (docs/accounts.md §1). */
export interface AccountsTable {
  id: string;
  name: string;
  /** Business details for receipts (docs/ledger.md §4); '' when not given. */
  address: string;
  phone: string;
  email: string;
  ghana_post_gps: string;
  receipt_footer: string;
  /** Residential rent tax rate in hundredths of a percent, 800 = 8 % (docs/insight.md §2). */
  rent_tax_rate_bp: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Money out (docs/insight.md §1): of a unit, of a vehicle, or general (both null). */
export interface ExpensesTable {
  id: string;
  /** The business the row belongs to (docs/accounts.md). */
  account_id: string;
  date: string;
  category: ExpenseCategory;
  amount_pesewas: number;
  /** Null for a vehicle's or a general expense, and once the unit is deleted. */
  apartment_id: string | null;
  /** Null for a unit's or a general expense, and once the vehicle is deleted. */
  vehicle_id: string | null;
  payee: string;
  method: PaymentMethod;
  reference: string;
  note: string;
  recorded_by_id: string | null;
  recorded_by_name: string;
  created_at: string;
  updated_at: string;
  /** The Idempotency-Key of the request that added it (decision 139); null when sent without one. */
  request_key: string | null;
}

/** One row per account and cached list, bumped in the transaction of every write that changes it. */
export interface ListVersionsTable {
  account_id: string;
  list: string;
  version: number;
}

/** One create, edit, delete or void (docs/ledger.md §7); append-only. `before`/`after` are JSON text. */
export interface AuditEventsTable {
  id: string;
  account_id: string;
  at: string;
  actor_id: string;
  actor_name: string;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: string;
  before: string | null;
  after: string | null;
}

/** An alert snoozed or dismissed for the whole business (migration 0012). */
export interface AlertMarksTable {
  id: string;
  account_id: string;
  alert_key: string;
  mark: AlertMark;
  /** The day a snoozed alert comes back; null for a dismissal. */
  until: string | null;
  by_user_id: string;
  by_user_name: string;
  at: string;
}

/**
 * How many payments or remittances count, and their sum, per business, day and method, kept by
 * database triggers (migration 0017, docs/decisions/094-day-totals.md).
 */
export interface DayTotalsTable {
  account_id: string;
  list: 'payments' | 'remittances';
  day: string;
  method: string;
  count: number;
  amount_pesewas: number;
}

/**
 * The rent records' count and figures per business, status, standing and billing, kept by database
 * triggers (migration 0021, docs/decisions/099-record-totals.md). Pesewas; `in_arrears` counts the
 * records with arrears.
 */
export interface RentRecordTotalsTable {
  account_id: string;
  status: string;
  standing: string;
  billing: string;
  count: number;
  due_pesewas: number;
  paid_pesewas: number;
  balance_pesewas: number;
  arrears_pesewas: number;
  utility_pesewas: number;
  total_pesewas: number;
  in_arrears: number;
}

/** The maintenance jobs' count and cost per business and status, kept as the rent records' are. */
export interface MaintenanceTotalsTable {
  account_id: string;
  status: string;
  count: number;
  cost_pesewas: number;
}

/**
 * The payments' (`payment_totals`) or remittances' (`remittance_totals`) count and sum per business
 * and method over all time, voided ones left out, kept as `day_totals` are (migration 0021).
 */
export interface MethodTotalsTable {
  account_id: string;
  method: string;
  count: number;
  amount_pesewas: number;
}

/** A rent record's or hire contract's private statement link (docs/collect.md §1): one live token each. */
export interface StatementLinksTable {
  account_id: string;
  record_kind: StatementKind;
  record_id: string;
  /** At least 128 random bits, base64url; never logged. */
  token: string;
  created_at: string;
}

/** A business's payment provider and its keys (docs/collect.md §2); keys are never answered back. */
export interface PaymentSettingsTable {
  account_id: string;
  provider: ColumnType<PaymentProviderChoice, PaymentProviderChoice | undefined, PaymentProviderChoice>;
  paystack_secret_key: string | null;
  hubtel_client_id: string | null;
  hubtel_client_secret: string | null;
  /** Hubtel's merchant account number (the POS Sales ID). */
  hubtel_merchant_account: string | null;
  updated_at: string;
}

/** One attempt to pay online, committed before the provider is asked (docs/collect.md §2). */
export interface PaymentIntentsTable {
  id: string;
  account_id: string;
  /** Unique across the deployment, at most 32 characters. */
  reference: string;
  provider: OnlinePaymentProvider;
  record_kind: StatementKind;
  record_id: string;
  amount_pesewas: number;
  /** The payer's phone, E.164. */
  phone: string;
  status: ColumnType<PaymentIntentStatus, PaymentIntentStatus | undefined, PaymentIntentStatus>;
  /** The test provider's webhook secret for this intent; null for real providers. */
  test_secret: string | null;
  checkout_url: string | null;
  /** What the provider says was paid, once paid. */
  paid_pesewas: number | null;
  channel: PaymentChannel | null;
  network: MomoNetwork | null;
  provider_transaction_id: string | null;
  failure: string | null;
  /** The rent payment or the remittance the paid intent recorded. */
  payment_id: string | null;
  remittance_id: string | null;
  checks: Generated<number>;
  next_check_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  password_reset_codes: PasswordResetCodesTable;
  bootstrap: BootstrapTable;
  accounts: AccountsTable;
  list_versions: ListVersionsTable;
  audit_events: AuditEventsTable;
  receipt_counters: ReceiptCountersTable;
  money_references: MoneyReferencesTable;
  apartments: ApartmentsTable;
  rent_records: RentRecordsTable & RentFiguresColumns;
  payments: PaymentsTable;
  vehicles: VehiclesTable;
  vehicle_history: VehicleHistoryTable;
  maintenance_records: MaintenanceRecordsTable;
  maintenance_issues: MaintenanceIssuesTable;
  hire_contracts: HireContractsTable;
  remittances: RemittancesTable;
  vehicle_documents: VehicleDocumentsTable;
  odometer_readings: OdometerReadingsTable;
  service_schedules: ServiceSchedulesTable;
  reminder_kinds: ReminderKindsTable;
  outbox: OutboxTable;
  reminder_runs: ReminderRunsTable;
  backup_runs: BackupRunsTable;
  expenses: ExpensesTable;
  import_keys: ImportKeysTable;
  alert_marks: AlertMarksTable;
  day_totals: DayTotalsTable;
  rent_record_totals: RentRecordTotalsTable;
  maintenance_totals: MaintenanceTotalsTable;
  payment_totals: MethodTotalsTable;
  remittance_totals: MethodTotalsTable;
  statement_links: StatementLinksTable;
  payment_settings: PaymentSettingsTable;
  payment_intents: PaymentIntentsTable;
}
