import { describe, expect, it } from 'vitest';
import { legacyHash } from '../test/legacy-hash';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the password a hash was made from, and nothing else', async () => {
    const hash = await hashPassword('mango-tree-42');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('mango-tree-42', hash)).toBe(true);
    expect(await verifyPassword('mango-tree-43', hash)).toBe(false);
    expect(await verifyPassword('mango-tree-42', 'not-a-hash')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats the same text in another Unicode form as the same password', async () => {
    const hash = await hashPassword('Kɔfi café');
    expect(await verifyPassword('Kɔfi cafe\u0301', hash)).toBe(true);
  });

  it('still verifies hashes made at the older, lower cost, and marks them for replacement', async () => {
    const old = legacyHash('mango-tree-42');
    expect(await verifyPassword('mango-tree-42', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('mango-tree-42'))).toBe(false);
  });
});
