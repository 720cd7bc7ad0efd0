/** Every URL of the product in one place: the API (spec.md section 7) and the screens (section 2). */

const id = (value: string) => encodeURIComponent(value);

export const api = {
  health: '/api/health',
  setup: '/api/setup',
  login: '/api/login',
  logout: '/api/logout',
  profile: '/api/view/profile_info',
} as const;

export const routes = {
  login: '/',
  home: '/home',
  profile: '/profile',
  settings: '/settings',
  apartmentsDashboard: '/apartments/dashboard',
  tenants: '/apartments/tenants',
  addTenant: '/apartments/add_tenant_record',
  editTenant: (tenantId: string) => `/apartments/tenant/edit/${id(tenantId)}`,
  apartments: '/apartments/list',
  addProperty: '/apartments/add_property',
  editApartment: (apartmentId: string) => `/apartment/edit/${id(apartmentId)}`,
  payments: '/apartments/payment/list',
  addPayment: '/apartment/add_payment',
  editPayment: (paymentId: string) => `/apartment/edit_payment/${id(paymentId)}`,
  vehiclesDashboard: '/vehicles/dashboard',
  vehicles: '/vehicles/list',
  addVehicle: '/vehicle/add_record',
  editVehicle: (vehicleId: string) => `/vehicle/edit_record/${id(vehicleId)}`,
  maintenance: '/vehicle/maintainance_list',
  addMaintenance: '/vehicle/add_maintenance',
  editMaintenance: (recordId: string) => `/vehicle/edit_maintenance_record/${id(recordId)}`,
} as const;
