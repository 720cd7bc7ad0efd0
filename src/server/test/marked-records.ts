import { api } from '../../shared/paths';
import { apartmentBody, rentRecordBody } from '../modules/apartments/test-data';
import { HIRER, remittanceBody, rentalBody } from '../modules/contracts/test-data';
import { expenseBody } from '../modules/expenses/test-data';
import { documentBody } from '../modules/vehicle-documents/test-data';
import { vehicleBody } from '../modules/vehicles/test-data';

/** A POST through the API as one signed-in user, answering the body of a 200. */
// biome-ignore lint/suspicious/noExplicitAny: each endpoint answers its own shape; the callers read ids.
export type PostAs = (url: string, body: object) => Promise<any>;

/**
 * One record of every kind a business keeps (a property, a tenancy and its payment, a vehicle, its
 * repair, a rental on it with a remittance, and a paper), each carrying `mark` in its text so that a
 * list or a workbook that shows another business's records is caught by it.
 */
export async function markedRecords(post: PostAs, mark: string) {
  const apartment = await post(api.addApartment, apartmentBody({ title: `${mark} Flat`, tenant: mark }));
  const rentRecord = (await post(api.addRentRecord, rentRecordBody({ tenantName: `${mark} Tenant` }))).data;
  const payment = await post(api.addPayment, {
    tenant: rentRecord._id,
    amountPaid: 777,
    method: 'Cash',
    Date: '2026-02-01',
    status: 'Partial',
  });
  const vehicle = await post(api.addVehicle, vehicleBody({ make: `${mark} Make`, driverName: mark }));
  const maintenance = await post(api.addMaintenance, {
    vehicleId: vehicle._id,
    maintenanceDate: '2026-03-01',
    cost: 99,
    issue: [`${mark} issue`],
    status: 'pending',
  });
  // A rental on its own vehicle, and a remittance on it.
  const contract = await post(
    api.contracts,
    rentalBody(vehicle._id, { hirer: { ...HIRER, name: `${mark} Hirer` }, notes: mark }),
  );
  const remittance = await post(
    api.remittances,
    remittanceBody(contract._id, { note: mark, amount: 777, odometer: 777_000 }),
  );
  const vehicleDocument = await post(
    api.vehicleDocuments(vehicle._id),
    documentBody({ number: mark, note: mark, cost: 777 }),
  );
  const expense = await post(
    api.expenses,
    expenseBody({ apartmentId: apartment._id, payee: `${mark} Payee`, reference: mark, note: mark }),
  );
  return {
    apartment,
    rentRecord,
    payment,
    vehicle,
    maintenance,
    contract,
    remittance,
    vehicleDocument,
    expense,
  };
}

/** Each marked record's id, by its kind's name. */
export function markedIds(
  records: Awaited<ReturnType<typeof markedRecords>>,
): Record<keyof typeof records, string> {
  return Object.fromEntries(
    Object.entries(records).map(([kind, record]) => [kind, record._id as string]),
  ) as Record<keyof typeof records, string>;
}
