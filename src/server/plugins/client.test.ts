import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, registerClient, registerNotFound } from './client';

const EARLY_SCRIPT = '(() => { window.earlyAnswers = new Map(); })();';
const APP_PAGE = `<!doctype html><title>The app</title><script>${EARLY_SCRIPT}</script>`;
const PUBLIC_PAGE = '<!doctype html><title>Statement</title>';

let clientDir: string;
beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), APP_PAGE);
  fs.writeFileSync(path.join(clientDir, 'statement.html'), PUBLIC_PAGE);
});
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

async function clientApp() {
  const app = Fastify();
  registerNotFound(app, await registerClient(app, clientDir));
  return app;
}

describe('the built client, served', () => {
  it('gives a statement link, its receipts and the test checkout the light page', async () => {
    const app = await clientApp();
    for (const url of [
      '/s/abc123',
      '/s/abc123?reference=PAY1',
      '/s/abc123/receipts/RCT-000007',
      '/pay/test/PAY1',
    ]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(PUBLIC_PAGE);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
    await app.close();
  });

  it("gives every other page the app's, and the API's unknown paths a JSON 404", async () => {
    const app = await clientApp();
    for (const url of ['/', '/home', '/apartments/list', '/pay/other', '/s']) {
      const answer = await app.inject({ url });
      expect(answer.body, url).toBe(APP_PAGE);
    }
    const api = await app.inject({ url: '/api/public/statements/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('message');
    await app.close();
  });

  it("allows the app page's inline script by its hash, and no other inline script", async () => {
    const app = await clientApp();
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    expect(inlineScriptHashes(APP_PAGE)).toEqual([`sha256-${hash}`]);
    for (const url of ['/', '/home', '/index.html', '/s/abc123']) {
      const answer = await app.inject({ url });
      const policy = String(answer.headers['content-security-policy']).split('; ');
      expect(
        policy.find((directive) => directive.startsWith('script-src')),
        url,
      ).toBe(`script-src 'self' 'sha256-${hash}'`);
    }
    await app.close();
  });
});
