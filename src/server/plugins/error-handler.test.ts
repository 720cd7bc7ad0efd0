import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../../shared/constants';
import { api } from '../../shared/paths';
import { HttpError } from '../lib/http-error';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerErrorHandler } from './error-handler';

describe('central error handler', () => {
  async function bareApp() {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const route = app.withTypeProvider<ZodTypeProvider>();
    route.get('/boom', async () => {
      throw new Error('secret database detail at /var/lib/postgres');
    });
    route.get('/teapot', async () => {
      throw new HttpError(409, 'Already there', [{ path: 'email', message: 'Taken' }]);
    });
    route.post('/typed', { schema: { body: z.object({ count: z.number() }) } }, async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('masks the details of an unexpected error behind a 500 with the generic message', async () => {
    const app = await bareApp();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: MESSAGES.internal });
    expect(response.body).not.toContain('secret');
    await app.close();
  });

  it('passes an HttpError through with its status, message and field errors', async () => {
    const app = await bareApp();
    const response = await app.inject({ method: 'GET', url: '/teapot' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Already there',
      errors: [{ path: 'email', message: 'Taken' }],
    });
    await app.close();
  });

  it('names the field when zod speaks in its own words', async () => {
    const app = await bareApp();
    const response = await app.inject({ method: 'POST', url: '/typed', payload: { count: 'many' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('count');
    expect(response.json().message).toMatch(/^count: /);
    await app.close();
  });
});

describe('API foundations on the real app', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.malformedJson });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api.login,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: MESSAGES.bodyTooLarge });
  });

  it('answers a non-JSON body with 415', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: api.login,
        headers: { 'content-type': contentType },
        payload: 'email=a@b.com&password=x',
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({ message: MESSAGES.unsupportedMediaType });
    }
  });

  it('refuses a state-changing request from another origin with 403', async () => {
    const { cookie } = await t.signIn('Staff');
    const response = await t.app.inject({
      method: 'POST',
      url: api.logout,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.badOrigin });
    const still = await t.app.inject({ method: 'GET', url: api.profile, headers: { cookie } });
    expect(still.statusCode).toBe(200);
  });

  it('accepts a state-changing request from its own origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api.logout,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown API route with a JSON 404, signed in or not', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({ message: MESSAGES.routeNotFound });
    const { cookie } = await t.signIn('Staff');
    const signedIn = await t.app.inject({ method: 'DELETE', url: '/api/no/such/route', headers: { cookie } });
    expect(signedIn.statusCode).toBe(404);
  });

  it('ignores unknown fields', async () => {
    const { user, password } = await t.signIn('Staff');
    const response = await t.app.inject({
      method: 'POST',
      url: api.login,
      payload: { email: user.email, password, role: 'Admin', __proto__: { admin: true } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('Staff');
  });

  it('sets the security headers on every response, errors included', async () => {
    for (const url of [api.health, api.profile, '/api/unknown']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('authentication comes before validation', () => {
  it('answers 401 to a signed-out request with an invalid body, and 403 to the wrong role', async () => {
    const t = await createTestApp();
    try {
      const anonymous = await t.app.inject({ method: 'POST', url: api.addUser, payload: {} });
      expect(anonymous.statusCode).toBe(401);
      const staff = await t.signIn('Staff');
      const forbidden = await t.app.inject({
        method: 'POST',
        url: api.addUser,
        payload: {},
        headers: { cookie: staff.cookie },
      });
      expect(forbidden.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});

describe('addresses Fastify refuses before routing', () => {
  it('answers a broken escape with 400 and an overlong id with 404, in the product shape with headers', async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await t.signIn('Staff');
      const broken = await t.app.inject({
        method: 'GET',
        url: '/api/get/apartment_property/%E0%A4%A',
        headers: { cookie },
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ message: MESSAGES.badUrl });
      expect(broken.headers['x-content-type-options']).toBe('nosniff');
      const long = 'x'.repeat(500);
      const overlong = await t.app.inject({ method: 'GET', url: api.apartment(long), headers: { cookie } });
      expect(overlong.statusCode).toBe(404);
      expect(overlong.json()).toEqual({ message: MESSAGES.notFound });
      expect(overlong.body).not.toContain(long);
      expect(overlong.headers['content-security-policy']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
