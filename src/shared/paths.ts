/** Every URL of the product in one place: the API (docs/screens.md §7) and the screens (section 2). */

const id = (value: string) => encodeURIComponent(value);

export const api = {
  health: '/api/health',
  setup: '/api/setup',
  login: '/api/login',
  logout: '/api/logout',
  /** 'Forgot password?' (docs/decisions/072-password-reset-by-sms.md). */
  forgotPassword: '/api/password/forgot',
  resetPassword: '/api/password/reset',
  profile: '/api/view/profile_info',

  // Accounts and the audit log (docs/accounts.md, docs/ledger.md §7)
  signup: '/api/signup',
  audit: '/api/audit',

  // Users and profile (settings issue)
  users: '/api/get/all_users',
  addUser: '/api/add/new_user',
  modifyUser: '/api/modify/user/',
  deleteUser: (userId: string) => `/api/delete/user/${id(userId)}`,

  // Dashboards' figures, added up by the server (docs/decisions/084-*)
  dashboardApartments: '/api/dashboard/apartments',
  dashboardFleet: '/api/dashboard/fleet',
  /** The vehicle dashboard's charts: 12 months of income and costs, the vehicles ranked (docs/insight.md §3). */
  dashboardFleetProfit: '/api/dashboard/fleet/profit',

  // Profit and loss (docs/insight.md §2)
  profitReport: '/api/reports/profit',
  exportProfitReport: '/api/export/profit-report',
  /** A vehicle's remittances beside its costs, this year and all time. */
  vehicleProfit: (vehicleId: string) => `/api/vehicles/${id(vehicleId)}/profit`,

  // Apartments
  apartments: '/api/get/apartment_properties',
  apartment: (apartmentId: string) => `/api/get/apartment_property/${id(apartmentId)}`,
  addApartment: '/api/add/apartment_property',
  editApartment: (apartmentId: string) => `/api/edit/apartment_property/${id(apartmentId)}`,
  deleteApartment: (apartmentId: string) => `/api/delete/apartment_property/${id(apartmentId)}`,
  /** A unit's rent records (the later clients' name, docs/ledger.md §2). */
  apartmentTenants: (apartmentId: string) => `/api/get/${id(apartmentId)}/apartment_property_tenants`,

  // Tenants' rent records
  rentRecords: '/api/view/rent_records',
  rentRecord: (recordId: string) => `/api/view/rent_record/${id(recordId)}`,
  addRentRecord: '/api/create_rent/record',
  editRentRecord: (recordId: string) => `/api/edit/rent_record/${id(recordId)}`,
  deleteRentRecord: (recordId: string) => `/api/delete/rent_record/${id(recordId)}`,

  // Payments
  payments: '/api/apartment/all_payments',
  payment: (paymentId: string) => `/api/apartment/get_payment/${id(paymentId)}`,
  addPayment: '/api/apartment/add_payment',
  editPayment: (paymentId: string) => `/api/apartment/edit_payment/${id(paymentId)}`,
  deletePayment: (paymentId: string) => `/api/apartment/delete_payment/${id(paymentId)}`,

  // The rent ledger (docs/ledger.md §4–5)
  receipt: (paymentId: string) => `/api/receipts/${id(paymentId)}`,
  receiptPdf: (paymentId: string) => `/api/receipts/${id(paymentId)}/pdf`,
  tenancyLedger: (recordId: string) => `/api/tenancies/${id(recordId)}/ledger`,
  statementPdf: (recordId: string) => `/api/tenancies/${id(recordId)}/statement/pdf`,
  arrears: '/api/arrears',
  businessSettings: '/api/settings/business',
  // Online payments' provider and keys (docs/collect.md §2)
  paymentSettings: '/api/settings/payments',
  paymentSettingsCheck: '/api/settings/payments/check',

  // Vehicles
  vehicles: '/api/get/vehicle_records',
  vehicle: (vehicleId: string) => `/api/get/vehicle_record/${id(vehicleId)}`,
  addVehicle: '/api/add/vehicle_record',
  editVehicle: (vehicleId: string) => `/api/edit/vehicle_record/${id(vehicleId)}`,
  deleteVehicle: (vehicleId: string) => `/api/delete/vehicle_record/${id(vehicleId)}`,

  // Maintenance records
  maintenanceRecords: '/api/get/maintenance_records',
  maintenanceRecord: (recordId: string) => `/api/get/vehicle_maintenance_record/${id(recordId)}`,
  addMaintenance: '/api/add/maintenance_record',
  editMaintenance: (recordId: string) => `/api/edit/vehicle_maintenance/${id(recordId)}`,
  deleteMaintenance: (recordId: string) => `/api/delete/maintenance_record/${id(recordId)}`,

  // Expenses (docs/insight.md §1)
  expenses: '/api/expenses',
  expense: (expenseId: string) => `/api/expenses/${id(expenseId)}`,
  exportExpenses: '/api/export/expenses',

  // Hire contracts and remittances (docs/hire.md §3)
  contracts: '/api/hire/contracts',
  contract: (contractId: string) => `/api/hire/contracts/${id(contractId)}`,
  contractLedger: (contractId: string) => `/api/hire/contracts/${id(contractId)}/ledger`,
  remittances: '/api/hire/remittances',
  remittance: (remittanceId: string) => `/api/hire/remittances/${id(remittanceId)}`,
  hireToday: '/api/hire/today',
  exportContracts: '/api/export/contracts',
  exportRemittances: '/api/export/remittances',

  // A vehicle's papers and service (docs/reminders.md §1–2)
  vehicleDocuments: (vehicleId: string) => `/api/vehicles/${id(vehicleId)}/documents`,
  vehicleDocument: (documentId: string) => `/api/vehicle_documents/${id(documentId)}`,
  compliance: '/api/compliance',
  vehicleCosts: (vehicleId: string) => `/api/vehicles/${id(vehicleId)}/costs`,
  vehicleOdometer: (vehicleId: string) => `/api/vehicles/${id(vehicleId)}/odometer`,
  vehicleSchedules: (vehicleId: string) => `/api/vehicles/${id(vehicleId)}/schedules`,
  serviceSchedule: (scheduleId: string) => `/api/service_schedules/${id(scheduleId)}`,
  exportCompliance: '/api/export/compliance',
  // Alerts and reminders (docs/reminders.md §3–4)
  alerts: '/api/alerts',
  alertsSnooze: '/api/alerts/snooze',
  alertsDismiss: '/api/alerts/dismiss',
  alertsRestore: '/api/alerts/restore',
  alertsHidden: '/api/alerts/hidden',
  remindersRun: '/api/reminders/run',
  remindersOutbox: '/api/reminders/outbox',
  outboxRetry: (messageId: string) => `/api/reminders/outbox/${id(messageId)}/retry`,
  remindersSettings: '/api/reminders/settings',
  remindersTest: '/api/reminders/test',
  // The embedded database's backups (docs/backups.md §2)
  backups: '/api/backups',
  backupsStatus: '/api/backups/status',
  backupDownload: (name: string) => `/api/backups/${id(name)}/download`,

  // Exports (xlsx, produced on the server; they take the list screen's filters as query parameters)
  exportApartments: '/api/export/apartments',
  exportTenants: '/api/export/tenants',
  exportPayments: '/api/export/payments',
  exportVehicles: '/api/export/vehicles',
  exportMaintenance: '/api/export/maintenance',
  exportArrears: '/api/export/arrears',
  /** Every record of the business in one workbook, Admin only (docs/backups.md §4). */
  exportAll: '/api/export/all',
  // Import from Excel (docs/insight.md §4): `kind` is one of IMPORT_KINDS
  importPreview: (kind: string) => `/api/import/${id(kind)}/preview`,
  importRecords: (kind: string) => `/api/import/${id(kind)}`,
  importTemplate: (kind: string) => `/api/import/${id(kind)}/template`,

  /** The header search over tenants, units, vehicles, contracts and receipts (decision 086). */
  search: '/api/search',
  // The API described (docs/decisions/085-api-description.md)
  openapi: '/api/openapi.json',
  apiDocs: '/api/docs',

  // Statement links (docs/collect.md §1): made by the office, read by anyone holding the token
  tenancyStatementLink: (recordId: string) => `/api/tenancies/${id(recordId)}/statement-link`,
  renewTenancyStatementLink: (recordId: string) => `/api/tenancies/${id(recordId)}/statement-link/renew`,
  contractStatementLink: (contractId: string) => `/api/hire/contracts/${id(contractId)}/statement-link`,
  renewContractStatementLink: (contractId: string) =>
    `/api/hire/contracts/${id(contractId)}/statement-link/renew`,
  publicStatement: (token: string) => `/api/public/statements/${id(token)}`,
  publicReceipt: (token: string, receiptNumber: string) =>
    `/api/public/statements/${id(token)}/receipts/${id(receiptNumber)}`,
  publicReceiptPdf: (token: string, receiptNumber: string) =>
    `/api/public/statements/${id(token)}/receipts/${id(receiptNumber)}/pdf`,

  // Paying online (docs/collect.md §2): 'Pay now', the return from the checkout, the providers' webhooks
  publicPay: (token: string) => `/api/public/statements/${id(token)}/pay`,
  publicPayStatus: (token: string, reference: string) =>
    `/api/public/statements/${id(token)}/pay/${id(reference)}`,
  /** The test provider's checkout data (only on a server that offers the test provider). */
  testCheckout: (reference: string) => `/api/public/pay/test/${id(reference)}`,
  paymentWebhook: (provider: string) => `/api/public/pay/webhooks/${id(provider)}`,
} as const;

/** Every answer under this prefix is public, rate-limited and marked noindex (plugins/public-routes.ts). */
export const PUBLIC_API_PREFIX = '/api/public/';
/** Providers' webhooks: public, but not rate-limited (few senders, each verified). */
export const PAYMENT_WEBHOOKS_PREFIX = '/api/public/pay/webhooks/';

export const routes = {
  login: '/',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  home: '/home',
  profile: '/profile',
  settings: '/settings',
  /** Profit and loss by property, vehicle and month (docs/insight.md §2). */
  reports: '/reports',
  apartmentsDashboard: '/apartments/dashboard',
  tenants: '/apartments/tenants',
  addTenant: '/apartments/add_tenant_record',
  editTenant: (tenantId: string) => `/apartments/tenant/edit/${id(tenantId)}`,
  tenant: (tenantId: string) => `/apartments/tenant/${id(tenantId)}`,
  arrears: '/apartments/arrears',
  receipt: (paymentId: string) => `/apartment/receipt/${id(paymentId)}`,
  apartments: '/apartments/list',
  addProperty: '/apartments/add_property',
  editApartment: (apartmentId: string) => `/apartment/edit/${id(apartmentId)}`,
  payments: '/apartments/payment/list',
  /** The spec's singular redirect target after adding a payment; kept as a redirect (docs/product.md §4). */
  paymentsSingular: '/apartment/payment/list',
  addPayment: '/apartment/add_payment',
  editPayment: (paymentId: string) => `/apartment/edit_payment/${id(paymentId)}`,
  vehiclesDashboard: '/vehicles/dashboard',
  vehicles: '/vehicles/list',
  addVehicle: '/vehicle/add_record',
  editVehicle: (vehicleId: string) => `/vehicle/edit_record/${id(vehicleId)}`,
  maintenance: '/vehicle/maintainance_list',
  addMaintenance: '/vehicle/add_maintenance',
  editMaintenance: (recordId: string) => `/vehicle/edit_maintenance_record/${id(recordId)}`,
  contracts: '/vehicles/contracts',
  addContract: '/vehicle/add_contract',
  editContract: (contractId: string) => `/vehicle/edit_contract/${id(contractId)}`,
  contract: (contractId: string) => `/vehicle/contract/${id(contractId)}`,
  /** Money out, of units, vehicles and the business (docs/insight.md §1). */
  expenses: '/expenses',
  addExpense: '/expenses/add',
  editExpense: (expenseId: string) => `/expenses/edit/${id(expenseId)}`,
  /** Every alert, with filters (docs/reminders.md §3). */
  alerts: '/alerts',
  /** The day's board (docs/hire.md §4). */
  remittances: '/vehicles/remittances',
  /** Every remittance of the fleet, paged, searched and filtered on the server (docs/lists.md). */
  remittanceList: '/vehicles/remittances/all',
  /** A remittance's receipt, inside the vehicle screens. */
  vehicleReceipt: (remittanceId: string) => `/vehicle/receipt/${id(remittanceId)}`,
  /** A vehicle's page: its documents, odometer, service schedules and costs (docs/reminders.md §1–2). */
  vehicle: (vehicleId: string) => `/vehicle/view/${id(vehicleId)}`,
  /** The fleet's papers: vehicles × document kinds (docs/reminders.md §1). */
  compliance: '/vehicles/compliance',
  /** Import from Excel, Admin and Manager (docs/insight.md §4). */
  importData: '/import',
  /** Records made offline, waiting to be sent or refused by the server (docs/offline.md §3). */
  outbox: '/outbox',
  /** A tenant's or hirer's statement, public, reached by its private token (docs/collect.md §1). */
  statement: (token: string) => `/s/${id(token)}`,
  statementReceipt: (token: string, receiptNumber: string) => `/s/${id(token)}/receipts/${id(receiptNumber)}`,
  /** The test provider's checkout page (docs/collect.md §2). */
  testCheckout: (reference: string) => `/pay/test/${id(reference)}`,
} as const;

/** Public pages: no sign-in, rate-limited, noindex, and their tokens kept out of the logs. */
export const PUBLIC_PAGE_PREFIXES = ['/s/', '/pay/test/'] as const;
