import { describe, expect, it } from 'vitest';
import { isLicenseExpired } from './vehicle-card';

describe('isLicenseExpired (decision 063)', () => {
  it('is expired only when an expiry is on record and past', () => {
    expect(isLicenseExpired({ licenseNumExp: '2026-01-01' }, '2026-05-01')).toBe(true);
    expect(isLicenseExpired({ licenseNumExp: '2026-05-01T00:00:00.000Z' }, '2026-05-01')).toBe(false);
    // A hirer who gave no licence leaves none on the vehicle: nothing has expired.
    expect(isLicenseExpired({ licenseNumExp: '' }, '2026-05-01')).toBe(false);
  });
});
