import { describe, expect, it } from 'vitest';
import { periodDays } from './periods';

describe('periodDays', () => {
  it('gives whole months and years, both days included', () => {
    expect(periodDays('this-month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodDays('last-month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodDays('last-month', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodDays('this-year', '2024-02-29')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(periodDays('last-year', '2026-01-01')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(periodDays('this-month', '2024-02-10').to).toBe('2024-02-29');
  });
});
