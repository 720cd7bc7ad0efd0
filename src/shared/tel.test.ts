import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';
import { formatGhanaPhone, telHref } from './tel';

describe('phones without libphonenumber', () => {
  it('shows a Ghana number as the app does, and anything else as it is', () => {
    for (const phone of ['+233241112233', '+233501234567', '+233 30 123 4567'])
      expect(formatGhanaPhone(phone)).toBe(formatPhone(phone.replace(/\s/g, '')));
    expect(formatGhanaPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatGhanaPhone('')).toBe('');
  });

  it('calls a local number with Ghana code', () => {
    expect(telHref('024 111 2233')).toBe('tel:+233241112233');
    expect(telHref('')).toBeNull();
  });
});
