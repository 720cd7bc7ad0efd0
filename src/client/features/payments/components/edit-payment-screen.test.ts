import { describe, expect, it } from 'vitest';
import { methodOptions } from './edit-payment-screen';

describe('methodOptions', () => {
  it("offers the add form's methods plus a stored one outside them", () => {
    expect(methodOptions('Cash')).toEqual(['Cash', 'Mobile Money', 'Bank Transfer']);
    expect(methodOptions('Cheque')).toEqual(['Cash', 'Mobile Money', 'Bank Transfer', 'Cheque']);
    expect(methodOptions('')).toEqual(['Cash', 'Mobile Money', 'Bank Transfer']);
  });
});
