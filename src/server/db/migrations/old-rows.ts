/** Rows as the migration tests write them into a database made by older migrations (test data only). */

/** A taxi in the `vehicles` table as 0003 made it; add `account_id` for a database from 0006 on. */
export const oldTaxi = (id: string) => ({
  id,
  vehicle_type: 'taxi',
  make: 'Toyota',
  model: 'Corolla',
  reg_num: 'GR 1234-22',
  reg_key: 'GR123422',
  chassis_num: 'CH1',
  driver_name: 'Kwame',
  phone: '+233241112233',
  location: 'Kumasi',
  license_num: 'L1',
  license_type: 'commercial',
  license_exp: '2027-01-01',
});

/** A maintenance job on `oldTaxi(vehicleId)` in the `maintenance_records` table as 0003 made it. */
export const oldJob = (id: string, vehicleId: string) => ({
  id,
  vehicle_id: vehicleId,
  vehicle_ref: vehicleId,
  vehicle_make: 'Toyota',
  vehicle_model: 'Corolla',
  vehicle_reg_num: 'GR 1234-22',
  maintenance_date: '2026-03-01',
});
