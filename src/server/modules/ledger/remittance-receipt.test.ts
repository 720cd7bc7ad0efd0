import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { remittanceBody, workAndPayBody } from '../contracts/test-data';
import { vehicleBody } from '../vehicles/test-data';

const t = freshAppForEachTest('Manager');

/** A vehicle, a work-and-pay contract on it and one remittance. */
async function aRemittance() {
  const vehicle = okBody(
    await t.request('POST', api.addVehicle, { cookie: t.cookie, payload: vehicleBody() }),
  );
  const contract = okBody(
    await t.request('POST', api.contracts, { cookie: t.cookie, payload: workAndPayBody(vehicle._id) }),
  );
  const remittance = okBody(
    await t.request('POST', api.remittances, {
      cookie: t.cookie,
      payload: remittanceBody(contract._id, { amount: 1000 }),
    }),
  );
  return { vehicle, contract, remittance };
}

describe('a remittance’s receipt (docs/hire.md §2)', () => {
  it('is answered by GET /api/receipts/{id} and its PDF, naming the vehicle and the contract', async () => {
    const { vehicle, contract, remittance } = await aRemittance();
    const receipt = okBody(await t.request('GET', api.receipt(remittance._id), { cookie: t.cookie }));
    expect(receipt).toMatchObject({
      paymentId: remittance._id,
      kind: 'hire',
      receiptNumber: remittance.receiptNumber,
      amount: 1000,
      apartment: null,
      vehicle: { vehicleRegNum: vehicle.vehicleRegNum, make: vehicle.make, model: vehicle.model },
      contract: { _id: contract._id, type: 'work_and_pay' },
      tenant: { name: contract.hirer.name },
      voided: null,
    });
    const pdf = await t.request('GET', api.receiptPdf(remittance._id), { cookie: t.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('stays after a void, marked VOID with the reason', async () => {
    const { remittance } = await aRemittance();
    okBody(
      await t.request('DELETE', api.remittance(remittance._id), {
        cookie: t.cookie,
        payload: { reason: 'Entered twice' },
      }),
    );
    const receipt = okBody(await t.request('GET', api.receipt(remittance._id), { cookie: t.cookie }));
    expect(receipt.voided).toMatchObject({ reason: 'Entered twice' });
  });

  it('answers 404 for an id that is neither a payment nor a remittance', async () => {
    expect((await t.request('GET', api.receipt('no-such-receipt'), { cookie: t.cookie })).statusCode).toBe(
      404,
    );
  });
});
