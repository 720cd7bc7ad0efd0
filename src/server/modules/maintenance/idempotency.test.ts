import { api } from '../../../shared/paths';
import { okBody } from '../../test/api-checks';
import { keyedAddChecks } from '../../test/keyed-add-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { vehicleBody } from '../vehicles/test-data';
import { MAINTENANCE_KEY_REUSED } from './service';
import { maintenanceBody } from './test-data';

const t = freshAppForEachTest('Staff');

// Add Maintenance once per Idempotency-Key (docs/decisions/139-once-per-key-for-more-adds.md).
keyedAddChecks(t, {
  prepare: async (cookie) => {
    const vehicle = okBody(await t.request('POST', api.addVehicle, { cookie, payload: vehicleBody() }));
    return {
      url: api.addMaintenance,
      body: (other) => maintenanceBody(vehicle._id, other ? { issue: ['Replace brake pads'] } : {}),
    };
  },
  table: 'maintenance_records',
  entity: 'maintenance',
  reused: MAINTENANCE_KEY_REUSED,
});
