import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-log';

describe('the logged path', () => {
  it("keeps a statement link's token and any query string out of the logs", () => {
    expect(loggedPath('/s/Zk3abc_-9?reference=PAY1')).toBe('/s/…');
    expect(loggedPath('/s/Zk3abc/receipts/RCT-000007')).toBe('/s/…/receipts/RCT-000007');
    expect(loggedPath('/api/public/statements/Zk3abc/pay/PAY1')).toBe('/api/public/statements/…/pay/PAY1');
    expect(loggedPath('/api/login?next=/home')).toBe('/api/login');
    expect(loggedPath('/apartments/list')).toBe('/apartments/list');
  });
});
