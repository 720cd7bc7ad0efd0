import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { createTestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  it('answers 200 ok without a session while the database answers', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: api.health });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('answers 503 once the database is gone', async () => {
    const t = await createTestApp();
    try {
      await t.handle.close();
      const response = await t.app.inject({ method: 'GET', url: api.health });
      expect(response.statusCode).toBe(503);
    } finally {
      await t.app.close();
    }
  });
});
