import { describe, expect, it } from 'vitest';
import { testVehicle } from '../../test/hire-data';
import { driverMessage } from './driver-message';

describe('driverMessage', () => {
  const day = '2026-05-01';

  it('greets the driver about the vehicle, signed by the business', () => {
    expect(driverMessage(testVehicle(), 'Owusu Fleet', day)).toBe(
      'Hello Kofi Boateng, this is Owusu Fleet about GR 1234-21.',
    );
    expect(driverMessage(testVehicle(), ' ', day)).toBe(
      'Hello Kofi Boateng, this is the vehicle owner about GR 1234-21.',
    );
  });

  it('reminds of a licence expired or expiring within 30 days', () => {
    expect(
      driverMessage(testVehicle({ licenseNumExp: '2026-04-30T00:00:00.000Z' }), 'Owusu Fleet', day),
    ).toBe(
      'Hello Kofi Boateng, this is Owusu Fleet about GR 1234-21. Your driving licence expired on 2026-04-30: ' +
        'please renew it and send us a copy. Thank you.',
    );
    expect(driverMessage(testVehicle({ licenseNumExp: '2026-05-31' }), 'Owusu Fleet', day)).toContain(
      'Your driving licence expires on 2026-05-31: please renew it in good time',
    );
    expect(driverMessage(testVehicle({ licenseNumExp: '2026-06-01' }), 'Owusu Fleet', day)).not.toContain(
      'licence',
    );
  });
});
